/**
 * Consistency check for the development set.
 *
 *   npx tsx packages/ai/eval/resumes/dev/check.ts /tmp/resumes-dev-out
 *
 * 1. labels.json equals what labels.ts would write;
 * 2. every label is well-formed (E.164 phone, lower-case e-mail, https links, dates, total years recomputed);
 * 3. every label agrees with the résumé content in ./resumes (same jobs/degrees in the same order,
 *    dates parsed from the dates as written, every skill-section item accounted for);
 * 4. every generated file opens and contains the labelled values: PDF text layer (own extractor),
 *    DOCX document/header/footer XML, TXT content; scanned PDFs must have no text layer,
 *    images must decode. For scans the text comparison uses the source content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { fileName } from './generate.js';
import { LABELS_PATH, labelsJson } from './labels.js';
import { readPdf } from './lib/pdftext.js';
import { RESUMES } from './lib/resumes.js';
import type { Block, Doc, ResumeSpec } from './lib/types.js';
import { totalYears } from './lib/years.js';

const CALLING_CODE: Record<string, string> = {
  IN: '91',
  GB: '44',
  US: '1',
  CA: '1',
  DE: '49',
  BR: '55',
  NG: '234',
  PH: '63',
  JP: '81',
  FR: '33',
  AU: '61',
  AE: '971',
  PL: '48',
  MX: '52',
  KE: '254',
  VN: '84',
  ES: '34',
  ZA: '27',
  IT: '39',
  SG: '65',
  NL: '31',
  MA: '212',
};

/** résumé spelling → canonical label spelling(s), used only to match labels back to the text */
const ALIASES: Record<string, string[]> = {
  'MS Excel': ['Microsoft Excel'],
  Excel: ['Microsoft Excel'],
  'Advanced Excel': ['Microsoft Excel'],
  'Excel (VBA)': ['Microsoft Excel', 'VBA'],
  'MS Office': ['Microsoft Office'],
  'MS Project': ['Microsoft Project'],
  JS: ['JavaScript'],
  'JS (ES6+)': ['JavaScript'],
  SEO: ['Search Engine Optimisation'],
  GA4: ['Google Analytics 4'],
  Postgres: ['PostgreSQL'],
  K8s: ['Kubernetes'],
  'After Effects': ['Adobe After Effects'],
  ArgoCD: ['Argo CD'],
  'S&OP': ['Sales and Operations Planning'],
  'HTML/CSS': ['HTML', 'CSS'],
  'SQL (basic)': ['SQL'],
  'sous-vide': ['Sous Vide'],
};

const SKILL_HEADING =
  /skill|competenc|tools|toolbox|expertise|stack|software|technical|proficienc|what i do|specialisation|habilidades/i;
const LANGUAGE_HEADING = /^(languages|languages known|idiomas \/ languages)$/i;

// NFKC folds the typographic ligatures (ﬁ, ﬀ) that dev-003 keeps in its text layer
const squash = (s: string) => s.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
const stripParens = (s: string) => s.replace(/\s*\([^)]*\)\s*$/, '').trim();
const plain = (s: string) => s.replace(/\*\*(.+?)\*\*/g, '$1');

/* ---------------- dates as written → label dates ---------------- */

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
const PRESENT_WORDS = /^(present|current|now|today|to date|till date|presente|atual|heute)$/i;

function parseOne(raw: string): string {
  const s = raw.trim().replace(/\.$/, '');
  if (PRESENT_WORDS.test(s)) return 'present';
  const monthName = /^([A-Za-z]+)\.? (\d{4})$/.exec(s);
  if (monthName) {
    const mo = MONTHS[(monthName[1] ?? '').toLowerCase()];
    if (!mo) throw new Error(`unknown month in "${raw}"`);
    return `${monthName[2]}-${String(mo).padStart(2, '0')}`;
  }
  const monthYear = /^(\d{2})[/.](\d{4})$/.exec(s); // 03/2019, 09.2021
  if (monthYear) return `${monthYear[2]}-${monthYear[1]}`;
  const yearMonth = /^(\d{4})[/.](\d{2})$/.exec(s); // 2020/03, 2022.04
  if (yearMonth) return `${yearMonth[1]}-${yearMonth[2]}`;
  const dayMonthYear = /^\d{2}-(\d{2})-(\d{4})$/.exec(s); // 15-07-2014
  if (dayMonthYear) return `${dayMonthYear[2]}-${dayMonthYear[1]}`;
  if (/^\d{4}$/.test(s)) return s;
  throw new Error(`cannot parse date "${raw}"`);
}

export function parseRange(raw: string): { start: string | null; end: string } {
  const s = raw.trim();
  const since = /^since (.+)$/i.exec(s);
  if (since) return { start: parseOne(since[1] ?? ''), end: 'present' };
  const toDate = /^(.+?)(?:\s+[–-])?\s+to date$/i.exec(s);
  if (toDate) return { start: parseOne(toDate[1] ?? ''), end: 'present' };
  const parts = s.split(/\s+(?:–|-|to(?! date))\s+/);
  if (parts.length === 1) return { start: null, end: parseOne(parts[0] ?? '') };
  if (parts.length !== 2) throw new Error(`cannot split range "${raw}"`);
  return { start: parseOne(parts[0] ?? ''), end: parseOne(parts[1] ?? '') };
}

/* ---------------- phone numbers in text ---------------- */

function phonesIn(text: string, country: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\+?\d[\d\s().-]{6,}\d/g)) {
    let raw = m[0].replace(/\(0\)/g, '');
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 8) continue;
    if (/^\d{2}[-.]\d{2}[-.]\d{4}$/.test(raw.trim())) continue; // a date such as 05-03-1991
    if (raw.trim().startsWith('+')) out.push(`+${digits}`);
    else {
      raw = digits.startsWith('0') ? digits.slice(1) : digits;
      out.push(`+${CALLING_CODE[country]}${raw}`);
    }
  }
  return out;
}

const URL_RE =
  /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s|,;)]*|\b[a-z0-9-]+\.github\.io\b/gi;

/* ---------------- text of the produced files ---------------- */

function docText(doc: Doc): string {
  const parts: string[] = [doc.docTitle ?? '', doc.name, doc.headline ?? '', ...doc.contact];
  const block = (b: Block): string[] => {
    switch (b.t) {
      case 'p':
        return [b.text];
      case 'ul':
      case 'list':
        return b.items;
      case 'kv':
        return b.rows.map(([k, v]) => `${k}: ${v}`);
      case 'job':
        return [b.title, b.org, b.where ?? '', b.dates, b.note ?? '', ...(b.bullets ?? [])];
      case 'edu':
        return [b.degree, b.school, b.where ?? '', b.dates ?? '', b.note ?? '', b.score ?? ''];
    }
  };
  for (const s of doc.sections) parts.push(s.h, ...s.blocks.flatMap(block));
  return plain(parts.join('\n'));
}

function docxText(buf: Buffer): string {
  const files = unzipSync(new Uint8Array(buf));
  const decode = (x: string) =>
    x
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return Object.keys(files)
    .filter((n) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(n))
    .map((n) =>
      strFromU8(files[n] as Uint8Array)
        .split('</w:p>')
        .map((para) =>
          [...para.matchAll(/<w:tab\/>|<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
            .map((m) => (m[0] === '<w:tab/>' ? '\t' : decode(m[1] ?? '')))
            .join(''),
        )
        .join('\n'),
    )
    .join('\n');
}

/* ---------------- checks ---------------- */

function checkSpec(spec: ResumeSpec, text: string, errors: string[]): void {
  try {
    checkSpecInner(spec, text, errors);
  } catch (x) {
    errors.push(`${spec.id}: ${(x as Error).message}`);
  }
}

function checkSpecInner(spec: ResumeSpec, text: string, errors: string[]): void {
  const e = spec.expected;
  const err = (msg: string) => errors.push(`${spec.id}: ${msg}`);
  const has = (needle: string) => squash(text).includes(squash(needle));

  // shape
  if (!spec.id.startsWith('dev-')) err('id prefix');
  if (e.email !== null && e.email !== e.email.toLowerCase()) err('email not lower-case');
  if (e.phone !== null && !/^\+[1-9]\d{6,14}$/.test(e.phone)) err(`phone not E.164: ${e.phone}`);
  for (const l of e.links) if (!/^https:\/\/[^\s]+$/.test(l) || l.endsWith('/')) err(`bad link ${l}`);
  const dateRe = /^\d{4}(-(0[1-9]|1[0-2]))?$/;
  for (const j of e.experience) {
    if (!dateRe.test(j.start)) err(`bad start ${j.start}`);
    if (j.end !== 'present' && !dateRe.test(j.end)) err(`bad end ${j.end}`);
  }
  for (const ed of e.education) if (ed.end !== null && !dateRe.test(ed.end)) err(`bad edu end ${ed.end}`);
  const years = totalYears(e.experience);
  if (years !== e.total_years_experience)
    err(`total_years_experience ${e.total_years_experience} but computed ${years}`);

  // label ↔ source content
  const blocks = spec.doc.sections.flatMap((s) => s.blocks);
  const jobs = blocks.filter((b): b is Extract<Block, { t: 'job' }> => b.t === 'job');
  if (jobs.length !== e.experience.length)
    err(`experience count ${e.experience.length} vs ${jobs.length} jobs in the résumé`);
  jobs.forEach((j, i) => {
    const l = e.experience[i];
    if (!l) return;
    if (l.title !== j.title) err(`job ${i} title "${l.title}" vs "${j.title}"`);
    if (l.company !== j.org) err(`job ${i} company "${l.company}" vs "${j.org}"`);
    const r = parseRange(j.dates);
    if (r.start !== l.start || r.end !== l.end)
      err(`job ${i} dates ${l.start}..${l.end} vs "${j.dates}" (${r.start}..${r.end})`);
  });
  const edus = blocks.filter((b): b is Extract<Block, { t: 'edu' }> => b.t === 'edu');
  if (edus.length !== e.education.length) err(`education count ${e.education.length} vs ${edus.length}`);
  edus.forEach((d, i) => {
    const l = e.education[i];
    if (!l) return;
    if (l.institution !== d.school) err(`edu ${i} institution "${l.institution}" vs "${d.school}"`);
    if (l.degree !== d.degree) err(`edu ${i} degree "${l.degree}" vs "${d.degree}"`);
    const end = d.dates ? parseRange(d.dates).end : null;
    if (end !== l.end) err(`edu ${i} end ${l.end} vs "${d.dates}"`);
  });
  // every item of a skills-type section is in the label (directly or through an alias)
  const labelSkills = new Set(e.skills.map(squash));
  const skillSections = spec.doc.sections.filter((s) => SKILL_HEADING.test(s.h));
  for (const s of skillSections) {
    const items = s.blocks.flatMap((b) =>
      b.t === 'list' || b.t === 'ul'
        ? b.items
        : b.t === 'p'
          ? plain(b.text)
              .replace(/^[^:]+:\s*/, '')
              .split(/,\s*/)
          : [],
    );
    for (const item of items) {
      const candidates = [
        item,
        stripParens(item),
        ...(ALIASES[item] ?? []),
        ...(ALIASES[stripParens(item)] ?? []),
      ];
      if (!candidates.some((c) => labelSkills.has(squash(c))))
        err(`skill-section item "${item}" not in label skills`);
    }
  }
  if (skillSections.length === 0 && e.skills.length === 0) err('no skills at all');
  const langSection = spec.doc.sections.find((s) => LANGUAGE_HEADING.test(s.h));
  if (langSection) {
    const items = langSection.blocks.flatMap((b) =>
      b.t === 'list'
        ? b.items
        : b.t === 'p'
          ? plain(b.text)
              .replace(/\([^)]*\)/g, '')
              .split(/\s*[,|·]\s*/)
          : b.t === 'kv'
            ? b.rows.map((r) => r[0])
            : [],
    );
    if (items.length !== e.languages.length)
      err(`languages ${e.languages.length} vs ${items.length} items in the section`);
  } else if (e.languages.length) err('languages labelled but no languages section');

  // label ↔ produced text
  if (!has(e.name)) err(`name "${e.name}" not in text`);
  if (e.email && !squash(text).includes(e.email)) err(`email ${e.email} not in text`);
  const phones = phonesIn(text, spec.country);
  if (e.phone === null) {
    if (phones.length) err(`phone null but text has ${phones.join(', ')}`);
  } else if (phones[0] !== e.phone)
    err(`first phone in text ${phones[0]} vs label ${e.phone} (all: ${phones.join(', ')})`);
  if (e.location && !has(e.location)) err(`location "${e.location}" not in text`);
  if (e.headline && !has(e.headline)) err(`headline not in text`);
  // a URL broken across two lines at a hyphen (narrow sidebars) is joined back before matching
  const urls = [...text.replace(/-\n(?=[a-z0-9])/g, '-').matchAll(URL_RE)].map(
    (m) => `https://${m[0].replace(/^https?:\/\//, '')}`,
  );
  const urlSet = new Set(urls);
  for (const l of e.links) if (!urlSet.has(l)) err(`link ${l} not in text`);
  for (const u of urlSet) if (!e.links.includes(u)) err(`text has link ${u} that is not labelled`);
  const aliasHits = (skill: string) =>
    has(skill) ||
    Object.entries(ALIASES).some(
      ([spelling, labels]) => labels.some((x) => squash(x) === squash(skill)) && has(spelling),
    );
  for (const s of e.skills) if (!aliasHits(s)) err(`skill "${s}" not in text`);
  for (const j of e.experience) {
    if (!has(j.title)) err(`title "${j.title}" not in text`);
    if (!has(j.company)) err(`company "${j.company}" not in text`);
  }
  for (const d of e.education) {
    if (!has(d.institution)) err(`institution "${d.institution}" not in text`);
    if (!has(d.degree)) err(`degree "${d.degree}" not in text`);
  }
  for (const l of e.languages) if (!has(l)) err(`language ${l} not in text`);
  for (const c of e.certifications) if (!has(c)) err(`certification "${c}" not in text`);
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/resumes-dev-out';
  const errors: string[] = [];
  // compared as data, so reformatting labels.json (e.g. by biome) does not matter
  if (
    JSON.stringify(JSON.parse(fs.readFileSync(LABELS_PATH, 'utf8'))) !==
    JSON.stringify(JSON.parse(labelsJson()))
  )
    errors.push('labels.json is stale: run labels.ts');
  const ids = new Set<string>();
  for (const spec of RESUMES) {
    if (ids.has(spec.id)) errors.push(`duplicate id ${spec.id}`);
    ids.add(spec.id);
    const file = path.join(outDir, fileName(spec));
    if (!fs.existsSync(file)) {
      errors.push(`${spec.id}: missing ${file}`);
      continue;
    }
    const buf = fs.readFileSync(file);
    let text: string;
    let info = '';
    if (spec.format === 'pdf') {
      const pdf = readPdf(buf);
      info = `${pdf.pages} page(s), ${pdf.textOps} text ops, ${pdf.images} image(s)`;
      if (spec.layout === 'scanned') {
        if (pdf.textOps !== 0) errors.push(`${spec.id}: scanned PDF has a text layer`);
        if (pdf.images < 1) errors.push(`${spec.id}: scanned PDF has no image`);
        text = docText(spec.doc);
      } else {
        if (pdf.textOps === 0) errors.push(`${spec.id}: PDF has no text layer`);
        text = pdf.text.join('\n');
      }
      if (pdf.pages !== spec.pages) errors.push(`${spec.id}: ${pdf.pages} pages, expected ${spec.pages}`);
    } else if (spec.format === 'docx') {
      text = docxText(buf);
      info = `${text.length} chars of text`;
    } else if (spec.format === 'txt') {
      text = buf.toString('utf8');
      info = `${text.split('\n').length} lines`;
    } else {
      const meta = await sharp(buf).metadata();
      info = `${meta.format} ${meta.width}x${meta.height} ${meta.density ?? '?'} dpi, ${meta.channels} channel(s)`;
      if (meta.format !== (spec.format === 'png' ? 'png' : 'jpeg'))
        errors.push(`${spec.id}: image format ${meta.format}`);
      text = docText(spec.doc);
    }
    checkSpec(spec, text, errors);
    console.log(
      `${spec.id}  ${spec.format.padEnd(4)} ${spec.layout.padEnd(13)} ${spec.country}  ${(buf.length / 1024).toFixed(0).padStart(5)} KB  ${info}`,
    );
  }
  const count = (f: (r: ResumeSpec) => string) => {
    const counts = new Map<string, number>();
    for (const r of RESUMES) counts.set(f(r), (counts.get(f(r)) ?? 0) + 1);
    return [...counts].map(([k, v]) => `${k}=${v}`).join(' ');
  };
  console.log(`\nformats: ${count((r) => r.format)}`);
  console.log(`layouts: ${count((r) => r.layout)}`);
  console.log(`countries (${new Set(RESUMES.map((r) => r.country)).size}): ${count((r) => r.country)}`);
  console.log(
    `professions (${new Set(RESUMES.map((r) => r.profession)).size}): ${[...new Set(RESUMES.map((r) => r.profession))].join(', ')}`,
  );
  if (errors.length) {
    console.error(`\n${errors.length} problem(s):\n${errors.join('\n')}`);
    process.exitCode = 1;
  } else console.log('\nall checks passed');
}

await main();
