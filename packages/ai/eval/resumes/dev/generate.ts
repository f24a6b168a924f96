/**
 * Generates the development résumé set.
 *
 *   npx tsx packages/ai/eval/resumes/dev/generate.ts /tmp/resumes-dev-out
 *
 * Every file is produced from the sources in ./resumes (one JSON file per résumé: content + render settings);
 * the expected fields live next to the content and are written to labels.json by ./labels.ts.
 * One Chromium instance renders all PDFs and screenshots; output is deterministic
 * (fixed PDF dates, fixed DOCX timestamps, seeded scan noise).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { buildDocx } from './lib/docx.js';
import { renderHtml, runningFooter, runningHeader } from './lib/html.js';
import { RESUMES } from './lib/resumes.js';
import { degradeToImage, imagePageHtml } from './lib/scan.js';
import { renderTxt } from './lib/txt.js';
import type { ResumeSpec } from './lib/types.js';

const FIXED_PDF_DATE = '20261101090000';
const MM = (n: number) => `${n}mm`;

export function fileName(spec: ResumeSpec): string {
  const ext = spec.format === 'jpeg' ? 'jpg' : spec.format;
  return `${spec.id}.${ext}`;
}

/** Chromium stamps the current time into the PDF info dictionary; replace it (same length, offsets stay valid). */
function fixPdfDates(pdf: Buffer): Buffer {
  const text = pdf
    .toString('latin1')
    .replace(/(\/(?:CreationDate|ModDate) \(D:)\d{14}/g, `$1${FIXED_PDF_DATE}`);
  return Buffer.from(text, 'latin1');
}

async function renderPdf(browser: Browser, spec: ResumeSpec): Promise<Buffer> {
  if (spec.render.kind !== 'html') throw new Error('not an html résumé');
  const { template, style, pdf } = spec.render;
  const page = await browser.newPage();
  try {
    await page.setContent(renderHtml(spec.doc, template, style), { waitUntil: 'load' });
    const [top, right, bottom, left] = pdf.margin ?? [15, 15, 15, 15];
    const header = pdf.header && runningHeader(pdf.header.left, pdf.header.right, pdf.header.extra);
    const footer = pdf.footer && runningFooter(pdf.footer.left, pdf.footer.pageWord, pdf.footer.ofWord);
    const hf = Boolean(header || footer);
    const buf = await page.pdf({
      format: pdf.paper,
      printBackground: true,
      margin: { top: MM(top), right: MM(right), bottom: MM(bottom), left: MM(left) },
      displayHeaderFooter: hf,
      ...(hf ? { headerTemplate: header ?? '<span></span>', footerTemplate: footer ?? '<span></span>' } : {}),
    });
    return fixPdfDates(buf);
  } finally {
    await page.close();
  }
}

async function renderScan(browser: Browser, spec: ResumeSpec): Promise<Buffer> {
  if (spec.render.kind !== 'scan') throw new Error('not a scan résumé');
  const r = spec.render;
  const ctx = await browser.newContext({
    viewport: { width: 794, height: 1123 },
    deviceScaleFactor: r.scale,
  });
  try {
    const page = await ctx.newPage();
    await page.setContent(renderHtml(spec.doc, r.template, r.style, { sheet: true }), { waitUntil: 'load' });
    const shot = await page.locator('.sheet').screenshot({ type: 'png' });
    const settings = { rotate: r.rotate, blur: r.blur, seed: r.seed, dpi: Math.round(96 * r.scale) };
    if (r.output !== 'pdf') return await degradeToImage(shot, settings, r.output);
    const jpeg = await degradeToImage(shot, settings, 'jpeg');
    await page.setContent(imagePageHtml(jpeg), { waitUntil: 'load' });
    return fixPdfDates(
      await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '0', right: '0', bottom: '0', left: '0' },
      }),
    );
  } finally {
    await ctx.close();
  }
}

async function renderOne(browser: Browser, spec: ResumeSpec): Promise<Buffer> {
  switch (spec.render.kind) {
    case 'html':
      return renderPdf(browser, spec);
    case 'scan':
      return renderScan(browser, spec);
    case 'docx':
      return buildDocx(spec.doc, spec.render.opts);
    case 'txt':
      return Buffer.from(renderTxt(spec.doc, spec.render.opts), 'utf8');
  }
}

export async function generate(outDir: string, only?: string[]): Promise<string[]> {
  await fs.mkdir(outDir, { recursive: true });
  const specs = only?.length ? RESUMES.filter((r) => only.includes(r.id)) : RESUMES;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const written: string[] = [];
  try {
    // a small pool of pages (RESUME_WORKERS, default 2); the output does not depend on the scheduling
    const queue = [...specs];
    const worker = async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) {
        const file = path.join(outDir, fileName(spec));
        const t = performance.now();
        await fs.writeFile(file, await renderOne(browser, spec));
        if (process.env.RESUME_TIMING) console.log(`${spec.id} ${(performance.now() - t).toFixed(0)} ms`);
        written.push(file);
      }
    };
    const workers = Math.max(1, Number(process.env.RESUME_WORKERS) || 2);
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    await browser.close();
  }
  return written.sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = process.argv[2] ?? '/tmp/resumes-dev-out';
  const t0 = performance.now();
  generate(outDir, process.argv.slice(3))
    .then((files) => {
      console.log(
        `wrote ${files.length} files to ${outDir} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
