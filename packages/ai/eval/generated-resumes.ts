import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The files of a labelled résumé split (packages/ai/eval/resumes/<split>), generated from its sources (PDF through
 * Chromium, DOCX, TXT, scans) into node_modules/.cache, once per version of those sources. Used by
 * `npm run eval:resumes` and by the bench's parsing figures.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const resumeEvalRoot = join(root, 'packages/ai/eval/resumes');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/** The directory holding the split's generated files, made again only when its sources change. */
export async function generatedResumes(split: string): Promise<string> {
  const dir = join(resumeEvalRoot, split);
  const hash = createHash('sha256');
  for (const path of sourceFiles(dir)) hash.update(relative(dir, path)).update(readFileSync(path));
  const out = join(root, 'node_modules/.cache/talvio-resumes', `${split}-${hash.digest('hex').slice(0, 12)}`);
  if (existsSync(join(out, '.done'))) return out;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const started = performance.now();
  const module = (await import(pathToFileURL(join(dir, 'generate.ts')).href)) as {
    generate: (outDir: string) => Promise<string[]>;
  };
  const files = await module.generate(out);
  writeFileSync(join(out, '.done'), '');
  console.log(
    `  generated ${files.length} ${split} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return out;
}
