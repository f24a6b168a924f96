/** Writes every résumé of a split into an output directory: PDF through Chromium, DOCX, TXT, scans. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { outDirArg } from './cli.js';
import { renderDocx } from './docx.js';
import { type HtmlOptions, renderHtml } from './html/templates.js';
import { fileName } from './label.js';
import { degrade } from './scan.js';
import type { Split } from './split.js';
import { stableDocx, stablePdf } from './stable.js';
import { renderTxt } from './txt.js';
import type { Resume } from './types.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Opening pages is slow, so each worker keeps one print page (and one screenshot page) for all its files. */
interface Worker {
  print: Page;
  scan: () => Promise<Page>;
  html: HtmlOptions | undefined;
}

/** Screenshots are taken at 1.875 × 96 = 180 dpi. */
const SCAN_SCALE = 1.875;

async function writePdf(w: Worker, r: Resume, path: string): Promise<void> {
  const { html, pdf } = renderHtml(r, 'print', w.html);
  await w.print.setContent(html, { waitUntil: 'load' });
  await writeFile(path, stablePdf(await w.print.pdf({ printBackground: true, ...pdf })));
}

/** Screenshots each A4 sheet and degrades it. */
async function scanPages(w: Worker, r: Resume, as: 'jpeg' | 'png'): Promise<Buffer[]> {
  const opts = r.scan;
  if (!opts) throw new Error(`${r.id} has no scan options`);
  const { html } = renderHtml(r, 'screen', w.html);
  const page = await w.scan();
  await page.setContent(html, { waitUntil: 'load' });
  const sheets = page.locator('.sheet');
  const out: Buffer[] = [];
  for (let i = 0; i < (await sheets.count()); i++) {
    const png = await sheets.nth(i).screenshot({ type: 'png' });
    out.push(
      await degrade(png, { ...opts, seed: opts.seed + i, rotate: i % 2 ? -opts.rotate : opts.rotate }, as),
    );
  }
  return out;
}

/** An image-only PDF: one page per scanned image, no text layer. */
async function writeScanPdf(w: Worker, r: Resume, path: string): Promise<void> {
  const images = await scanPages(w, r, 'jpeg');
  const body = images
    .map((b) => `<div class="p"><img src="data:image/jpeg;base64,${b.toString('base64')}"></div>`)
    .join('');
  const html = `<!doctype html><html><head><title>${r.id}</title><style>
    html, body { margin: 0; padding: 0; }
    .p { width: 210mm; height: 296.5mm; overflow: hidden; break-after: page; }
    .p:last-child { break-after: auto; }
    img { width: 210mm; display: block; }
  </style></head><body>${body}</body></html>`;
  await w.print.setContent(html, { waitUntil: 'load' });
  const pdf = await w.print.pdf({
    format: 'A4',
    printBackground: true,
    margin: { top: '0', right: '0', bottom: '0', left: '0' },
  });
  await writeFile(path, stablePdf(pdf));
}

async function writeOne(w: Worker, r: Resume, outDir: string): Promise<string> {
  const path = join(outDir, fileName(r));
  switch (r.output) {
    case 'pdf':
      await writePdf(w, r, path);
      break;
    case 'scan-pdf':
      await writeScanPdf(w, r, path);
      break;
    case 'png':
    case 'jpeg': {
      const [image] = await scanPages(w, r, r.output);
      if (!image) throw new Error(`${r.id}: no page to scan`);
      await writeFile(path, image);
      break;
    }
    case 'docx':
      await writeFile(path, await stableDocx(await renderDocx(r)));
      break;
    case 'txt':
      await writeFile(path, renderTxt(r), 'utf8');
      break;
  }
  return path;
}

export async function generateSplit(split: Split, outDir: string): Promise<string[]> {
  const { resumes } = split;
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const printContext = await browser.newContext();
    let scanContext: Promise<BrowserContext> | undefined;
    const written: string[] = new Array(resumes.length);
    let next = 0;
    const run = async () => {
      let scanPage: Promise<Page> | undefined;
      const w: Worker = {
        print: await printContext.newPage(),
        html: split.html,
        scan: () => {
          scanContext ??= browser.newContext({
            viewport: { width: 794, height: 1123 },
            deviceScaleFactor: SCAN_SCALE,
          });
          scanPage ??= scanContext.then((c) => c.newPage());
          return scanPage;
        },
      };
      while (next < resumes.length) {
        const i = next++;
        const r = resumes[i];
        if (r) written[i] = await writeOne(w, r, outDir);
      }
    };
    // Two workers: enough to overlap Node-side work (sharp, docx) with Chromium on two cores.
    await Promise.all([run(), run()]);
    return written;
  } finally {
    await browser.close();
  }
}

/** The command line of a split's generate.ts: `generate.ts <outDir>`. */
export async function generateMain(generate: (outDir: string) => Promise<string[]>): Promise<void> {
  const outDir = outDirArg('generate.ts');
  const started = performance.now();
  const files = await generate(outDir);
  console.log(
    `wrote ${files.length} files to ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
