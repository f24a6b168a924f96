/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then serves web + API
 * on one port.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const webDir = join(root, 'apps/web');
const built = join(webDir, 'dist/index.html');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'e2e') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(root, 'packages/contracts/src'),
  join(root, 'packages/domain/src'),
];
const needsBuild =
  !existsSync(built) || sources.some((s) => existsSync(s) && newestMtime(s) > statSync(built).mtimeMs);
if (needsBuild) {
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build', '-w', '@talvio/web'], { stdio: 'inherit', cwd: root });
}
await import('../apps/api/src/server.ts');
