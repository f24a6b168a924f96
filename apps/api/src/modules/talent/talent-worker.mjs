// The worker thread's entry: TypeScript is compiled on the fly (tsx) whether the API runs under tsx or a test runner.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./talent-worker.ts');
export default worker.default;
