/** What the scripts that start a throwaway app (screenshots, the landing picture) share. */
import type { ChildProcess } from 'node:child_process';

export { freePort } from '../apps/api/src/testing/free-port.ts';

/** Waits until the started app answers its health check; fails when it exits first or takes over a minute. */
export async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}
