/**
 * Checks generated files against labels.json (a development aid, not part of the measurement):
 *   npx tsx packages/ai/eval/resumes/holdout/verify.ts <outDir>
 * - every file exists, is non-empty and opens (images through sharp, PDFs through pdfinfo when installed);
 * - labels.json equals what the sources produce;
 * - every labelled string can be found in the file's text (pdftotext for PDFs, document XML for DOCX, OCR with
 *   tesseract for scans when installed — OCR misses are only warnings). Skills/languages that are canonicalised on
 *   purpose ("MS Excel" → "Microsoft Excel") are listed for manual review instead of failing.
 */
import { execFileSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildLabels } from './build-labels.js';
import { resumes } from './lib/content.js';
import { totalMonths } from './lib/labels.js';
import type { Label } from './lib/types.js';
import { isJob } from './lib/types.js';

const here = dirname(fileURLToPath(import.meta.url));

function tool(cmd: string, args: string[]): string | null {
  try {
    return execFileSync(cmd, args, {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

function docxText(path: string): string {
  // unzip fails as a whole when one named member is missing, so read the parts one by one.
  const xml = ['word/header1.xml', 'word/document.xml', 'word/footer1.xml']
    .map((part) => tool('unzip', ['-p', path, part]) ?? '')
    .join('\n');
  return xml
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}

async function fileText(label: Label, path: string): Promise<{ text: string; ocr: boolean }> {
  if (label.layout === 'scanned') {
    let image = path;
    if (label.format === 'pdf') {
      tool('pdftoppm', ['-r', '200', '-png', '-singlefile', path, '/tmp/holdout-verify-scan']);
      image = '/tmp/holdout-verify-scan.png';
    }
    return { text: tool('tesseract', [image, '-', '-l', 'eng']) ?? '', ocr: true };
  }
  if (label.format === 'pdf')
    return {
      text: `${tool('pdftotext', [path, '-']) ?? ''}\n${tool('pdftotext', ['-layout', path, '-']) ?? ''}`,
      ocr: false,
    };
  if (label.format === 'docx') return { text: docxText(path), ocr: false };
  return { text: await readFile(path, 'utf8'), ocr: false };
}

const norm = (s: string) => s.replace(/[\s\u00a0]+/g, ' ').toLowerCase();
/** OCR reads "–" as "—" or "-" and drops some accents: compare scans on a folded form. */
const fold = (s: string) =>
  norm(s)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[–—-]/g, '-');

async function main(outDir: string) {
  const errors: string[] = [];
  const warnings: string[] = [];
  const review: string[] = [];
  const saved = JSON.parse(await readFile(join(here, 'labels.json'), 'utf8')) as Label[];
  const built = buildLabels();
  if (JSON.stringify(saved) !== JSON.stringify(built))
    errors.push('labels.json is out of date: run build-labels.ts');

  for (const label of built) {
    const spec = resumes.find((r) => r.id === label.id);
    if (!spec) throw new Error(label.id);
    const path = join(outDir, label.file);
    const size = (await stat(path).catch(() => null))?.size ?? 0;
    if (size === 0) {
      errors.push(`${label.id}: missing or empty ${path}`);
      continue;
    }
    let opened = `${size} B`;
    if (label.format === 'png' || label.format === 'jpeg') {
      const m = await sharp(path).metadata();
      opened += `, ${m.format} ${m.width}x${m.height} ${m.channels}ch ${m.density ?? '?'}dpi`;
    } else if (label.format === 'pdf') {
      const info = tool('pdfinfo', [path]);
      if (info !== null) opened += `, ${/Pages:\s+(\d+)/.exec(info)?.[1]} page(s)`;
    }
    const { text, ocr } = await fileText(label, path);
    const hay = ocr ? fold(text) : norm(text);
    const key = ocr ? fold : norm;
    const miss = (what: string, value: string) =>
      (ocr ? warnings : errors).push(`${label.id}: ${what} not found: ${JSON.stringify(value)}`);
    const must = (what: string, value: string | null) => {
      if (value && !hay.includes(key(value))) miss(what, value);
    };
    const e = label.expected;
    must('name', e.name);
    must('email', e.email);
    must('location', e.location);
    must('headline', e.headline);
    must('phone (as printed)', spec.content.phones[0]?.display ?? null);
    for (const link of spec.content.links) must('link', link);
    for (const j of e.experience) {
      must('title', j.title);
      must('company', j.company);
    }
    for (const ed of e.education) {
      must('institution', ed.institution);
      must('degree', ed.degree);
    }
    for (const c of e.certifications) must('certification', c);
    for (const s of e.skills)
      if (!hay.includes(key(s))) review.push(`${label.id}: skill "${s}" is canonicalised or inferred`);
    for (const l of e.languages)
      if (!hay.includes(key(l))) review.push(`${label.id}: language "${l}" is a normalised name`);
    // Dates: the printed range must contain the labelled years; "present" must be printed as an open end.
    for (const j of spec.content.experience.filter(isJob)) {
      must('job dates', j.dates);
      if (!j.dates.includes(j.start.slice(0, 4)))
        errors.push(`${label.id}: start ${j.start} vs "${j.dates}"`);
      if (j.end !== 'present' && !j.dates.includes(j.end.slice(0, 4)))
        errors.push(`${label.id}: end ${j.end} vs "${j.dates}"`);
      const open = /present|current|now|date|aujourd|since|actual/i.test(j.dates);
      if ((j.end === 'present') !== open) errors.push(`${label.id}: "${j.dates}" labelled end ${j.end}`);
    }
    // x.x5 years would depend on the rounding rule: the sources avoid it.
    if ((totalMonths(spec.content.experience.filter(isJob)) * 10) % 12 === 6)
      errors.push(`${label.id}: total years is a rounding tie`);
    console.log(`${label.id}  ${label.file.padEnd(16)} ${opened}${ocr ? ' (OCR checked)' : ''}`);
  }
  for (const r of review) console.log(`review  ${r}`);
  for (const w of warnings) console.log(`WARN    ${w}`);
  for (const e of errors) console.log(`ERROR   ${e}`);
  console.log(
    `${built.length} résumés, ${errors.length} errors, ${warnings.length} warnings, ${review.length} to review`,
  );
  if (errors.length) process.exitCode = 1;
}

await main(resolve(process.argv[2] ?? '/tmp/resumes-holdout-out'));
