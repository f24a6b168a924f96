import { buildIndex } from './city-index.ts';

// Run as a short-lived child process: builds the world-cities index and hands it to the server.
process.send?.(buildIndex(), undefined, {}, () => process.disconnect());
