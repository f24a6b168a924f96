/**
 * Re-reads every generated file of a split and checks that what the labels claim is printed in it.
 * Needs poppler-utils (pdftotext, pdftoppm) and, for the scans, tesseract; scans are OCR'd, so a
 * miss there is reported as a warning to look at, not an error.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import sharp from 'sharp';
import { outDirArg } from './cli.js';
import { fileName, toLabel } from './label.js';
import type { Split } from './split.js';
import type { Resume } from './types.js';

/** Country calling codes of the countries the splits use. */
const CALLING_CODES: Record<string, string> = {
  AE: '971',
  AR: '54',
  AT: '43',
  AU: '61',
  BD: '880',
  BE: '32',
  BH: '973',
  BR: '55',
  CA: '1',
  CH: '41',
  CL: '56',
  CN: '86',
  CO: '57',
  CZ: '420',
  DE: '49',
  DK: '45',
  EE: '372',
  EG: '20',
  ES: '34',
  ET: '251',
  FI: '358',
  FR: '33',
  GB: '44',
  GH: '233',
  GR: '30',
  HK: '852',
  HU: '36',
  ID: '62',
  IE: '353',
  IL: '972',
  IN: '91',
  IT: '39',
  JM: '1',
  JO: '962',
  JP: '81',
  KE: '254',
  KR: '82',
  KW: '965',
  LK: '94',
  LU: '352',
  MA: '212',
  MX: '52',
  MY: '60',
  NG: '234',
  NL: '31',
  NO: '47',
  NP: '977',
  NZ: '64',
  OM: '968',
  PE: '51',
  PH: '63',
  PK: '92',
  PL: '48',
  PT: '351',
  QA: '974',
  RO: '40',
  SA: '966',
  SE: '46',
  SG: '65',
  TH: '66',
  TR: '90',
  TW: '886',
  UA: '380',
  US: '1',
  VN: '84',
  ZA: '27',
};

/** The E.164 value must be the printed number (without extension, "(0)" or trunk 0). */
function phoneMatches(printed: string, e164: string, country: string): boolean {
  const main = printed.replace(/\s*(ext\.?|x)\s*\d+$/i, '').replace('(0)', '');
  const digits = main.replace(/\D/g, '');
  if (main.trim().startsWith('+')) return `+${digits}` === e164;
  // dev-6: "00" is the international prefix ("0043 664 …").
  if (main.trim().startsWith('00') && `+${digits.slice(2)}` === e164) return true;
  const cc = CALLING_CODES[country];
  const national = country === 'IT' ? digits : digits.replace(/^0/, '');
  return e164 === `+${cc}${national}`;
}

const norm = (s: string) =>
  s
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
const squash = (s: string) => norm(s).replace(/[\s\-–—]/g, '');
/** OCR (English model) drops diacritics; scans are compared without them. */
const fold = (s: string) => squash(s).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');

/** Every printed string the labels depend on. */
function printedStrings(r: Resume): string[] {
  const out: string[] = [r.name];
  if (r.headline) out.push(r.headline);
  for (const c of r.contact) out.push(c.text);
  for (const s of r.sections) {
    if (s.kind === 'experience') {
      for (const j of s.jobs) {
        out.push(j.company);
        for (const ro of j.roles) out.push(ro.title, ro.dates);
      }
    } else if (s.kind === 'education') {
      for (const e of s.entries) out.push(e.institution, e.degree, ...(e.dates ? [e.dates] : []));
    } else if (s.kind === 'skills') {
      for (const g of s.groups) for (const i of g.items) out.push(typeof i === 'string' ? i : i.text);
    } else if (s.kind === 'languages') {
      for (const l of s.items) out.push(l.name);
    } else if (s.kind === 'certs') {
      out.push(...s.items);
    }
  }
  return out;
}

async function ocr(path: string, pdf: boolean): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'resume-ocr-'));
  try {
    const images: string[] = [];
    if (pdf) {
      execFileSync('pdftoppm', ['-r', '200', '-png', path, join(dir, 'p')]);
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path]).toString())?.[1] ?? 0);
      for (let i = 1; i <= pages; i++) images.push(join(dir, `p-${i}.png`));
    } else {
      images.push(path);
    }
    return images
      .map((img) =>
        execFileSync('tesseract', [img, '-', '--psm', '4'], {
          stdio: ['ignore', 'pipe', 'ignore'],
        }).toString(),
      )
      .join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function extract(r: Resume, path: string): Promise<string> {
  switch (r.output) {
    case 'pdf':
      // Both reading orders: -layout keeps lines whole, the default keeps sidebar columns apart.
      return [['-layout'], []].map((o) => execFileSync('pdftotext', [...o, path, '-']).toString()).join('\n');
    case 'docx': {
      const buf = readFileSync(path);
      const { value } = await mammoth.extractRawText({ buffer: buf });
      // Page header and footer text is not in the body; read it from the package.
      const zip = await JSZip.loadAsync(buf);
      const headers = zip.file(/^word\/(header|footer)\d*\.xml$/);
      const xml = await Promise.all(headers.map((f) => f.async('string')));
      return `${value}\n${xml
        .join('\n')
        .replace(/<w:p[ >]/g, '\n$&')
        .replace(/<[^>]+>/g, '')}`;
    }
    case 'txt':
      return readFileSync(path, 'utf8');
    case 'jpeg':
    case 'png':
      return ocr(path, false);
    case 'scan-pdf':
      return ocr(path, true);
  }
}

export async function checkSplit(split: Split, outDir: string): Promise<number> {
  let errors = 0;
  for (const r of split.resumes) {
    const path = join(outDir, fileName(r));
    const size = statSync(path).size;
    const problems: string[] = [];
    if (size === 0) problems.push('empty file');
    if (r.output === 'jpeg' || r.output === 'png') {
      const m = await sharp(path).metadata();
      if (m.format !== r.output || !m.width || !m.height)
        problems.push(`bad image ${m.format} ${m.width}x${m.height}`);
    }
    const scanned = r.output === 'jpeg' || r.output === 'png' || r.output === 'scan-pdf';
    if (r.output === 'scan-pdf' && execFileSync('pdftotext', [path, '-']).toString().trim() !== '') {
      problems.push('scanned PDF has a text layer');
    }
    const text = await extract(r, path);
    const hay = norm(text);
    const haySquashed = squash(text);
    const hayFolded = fold(text);
    for (const s of printedStrings(r)) {
      const found =
        hay.includes(norm(s)) || haySquashed.includes(squash(s)) || (scanned && hayFolded.includes(fold(s)));
      if (!found) problems.push(`missing "${s}"`);
    }
    const label = toLabel(r, split.readDates, split.yearsRule);
    for (const c of r.contact) {
      if (c.kind === 'phone' && c.value && !phoneMatches(c.text, c.value, r.country)) {
        problems.push(`phone ${c.text} ≠ ${c.value}`);
      }
    }
    const kind = scanned ? 'WARN' : 'FAIL';
    if (problems.length > 0 && !scanned) errors += problems.length;
    console.log(
      `${problems.length ? kind : 'ok  '} ${label.file} (${size} B, ${label.expected.experience.length} entries, ${label.expected.total_years_experience} y)${problems.map((p) => `\n      ${p}`).join('')}`,
    );
  }
  return errors;
}

/** The command line of a split's check.ts: `check.ts <outDir>`; exits with 1 on any problem. */
export async function checkMain(split: Split): Promise<void> {
  const errors = await checkSplit(split, outDirArg('check.ts'));
  if (errors > 0) {
    console.error(`${errors} problem(s)`);
    process.exit(1);
  }
}
