/** Helpers of the split's command-line entry points (generate.ts, labels.ts, check.ts). */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when the module at `url` is the script node was started with. */
export const isMain = (url: string) =>
  Boolean(process.argv[1]) && resolve(process.argv[1] ?? '') === fileURLToPath(url);

/** The output directory named on the command line; exits with the usage line when there is none. */
export function outDirArg(script: string): string {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error(`usage: ${script} <outDir>`);
    process.exit(2);
  }
  return resolve(outDir);
}
