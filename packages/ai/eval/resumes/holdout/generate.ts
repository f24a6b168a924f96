/**
 * Generates the frozen hold-out résumé set from the sources in ./content.
 * Usage: npx tsx packages/ai/eval/resumes/holdout/generate.ts <outDir>
 * Deterministic: same sources → same text content (PDF/DOCX/zip timestamps are fixed or come from Chromium).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resumes } from './lib/content.js';
import { withFixedDate } from './lib/fixed-date.js';
import { fileName } from './lib/labels.js';
import { degrade, Renderer } from './lib/render.js';
import type { ResumeSpec } from './lib/types.js';
import { docxBuffer } from './templates/docx.js';
import { textResume } from './templates/text.js';

/** The date stamped into DOCX metadata and zip entries. */
const FIXED_DOCX_DATE = '2026-10-01T09:00:00Z';

async function renderWithoutBrowser(spec: ResumeSpec): Promise<Buffer | null> {
  const out = spec.output;
  if (out.kind === 'txt') return Buffer.from(textResume(spec.content, out.style), 'utf8');
  if (out.kind === 'docx') return withFixedDate(FIXED_DOCX_DATE, () => docxBuffer(spec.content, out.style));
  return null;
}

async function renderWithBrowser(spec: ResumeSpec, r: Renderer): Promise<Buffer> {
  const out = spec.output;
  if (out.kind === 'pdf') return r.pdf(out.template, spec.content, out.paper, out.headerFooter);
  if (out.kind === 'scan') {
    const clean = await r.pageImage(out.template, spec.content, out.paper);
    if (out.as === 'pdf') {
      const jpeg = await degrade(clean, { rotateDeg: out.rotateDeg, seed: out.seed, as: 'jpeg' });
      return r.imagePdf(jpeg, 'image/jpeg', out.paper);
    }
    return degrade(clean, { rotateDeg: out.rotateDeg, seed: out.seed, as: out.as });
  }
  throw new Error(`${spec.id}: ${out.kind} is not rendered by the browser`);
}

export async function generate(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const files = new Map<string, string>();
  const save = async (spec: ResumeSpec, data: Buffer) => {
    const path = join(outDir, fileName(spec));
    await writeFile(path, data);
    files.set(spec.id, path);
  };
  // DOCX/TXT first: the fixed clock used for DOCX must not overlap with browser work.
  for (const spec of resumes) {
    const data = await renderWithoutBrowser(spec);
    if (data) await save(spec, data);
  }
  const renderer = await Renderer.start();
  try {
    for (const spec of resumes) {
      if (!files.has(spec.id)) await save(spec, await renderWithBrowser(spec, renderer));
    }
  } finally {
    await renderer.close();
  }
  return resumes.map((s) => {
    const path = files.get(s.id);
    if (!path) throw new Error(`${s.id} was not written`);
    return path;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: npx tsx generate.ts <outDir>');
    process.exit(2);
  }
  const started = performance.now();
  const written = await generate(resolve(outDir));
  console.log(
    `wrote ${written.length} files to ${resolve(outDir)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
