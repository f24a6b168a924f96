/** Rendering with one shared Chromium: HTML → text-layer PDF, HTML → degraded "scan" (PNG/JPEG or image-only PDF). */
import { type Browser, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { classicHtml } from '../templates/classic.js';
import { sidebarHtml } from '../templates/sidebar.js';
import { tableHtml } from '../templates/table.js';
import type { HtmlTemplate, Paper, ResumeContent } from './types.js';

export function templateHtml(t: HtmlTemplate, c: ResumeContent): string {
  switch (t.name) {
    case 'classic':
      return classicHtml(c, t.style);
    case 'sidebar':
      return sidebarHtml(c, t.style);
    case 'table':
      return tableHtml(c, t.style);
  }
}

/** CSS pixels of a page at 96 px per inch. */
const PAPER_PX: Record<Paper, { width: number; height: number }> = {
  A4: { width: 794, height: 1123 },
  Letter: { width: 816, height: 1056 },
};

/** Page margins: sidebars run to the left/right edge, other layouts get ordinary margins. */
function margins(t: HtmlTemplate, headerFooter: boolean) {
  if (t.name === 'sidebar') return { top: '11mm', bottom: '11mm', left: '0', right: '0' };
  return headerFooter
    ? { top: '20mm', bottom: '18mm', left: '16mm', right: '16mm' }
    : { top: '14mm', bottom: '14mm', left: '16mm', right: '16mm' };
}

/** 2 device pixels per CSS pixel ≈ 192 dpi for scans. */
const SCAN_SCALE = 2;

/** One browser with one page for printing and one (high-density) page for scans, reused for every résumé
 *  (opening a page costs far more than rendering one). Calls must not overlap. */
export class Renderer {
  private constructor(
    private readonly browser: Browser,
    private readonly printPage: Page,
    private readonly scanPage: Page,
  ) {}

  static async start(): Promise<Renderer> {
    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
    const printPage = await (await browser.newContext()).newPage();
    const scanPage = await (await browser.newContext({ deviceScaleFactor: SCAN_SCALE })).newPage();
    return new Renderer(browser, printPage, scanPage);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  async pdf(
    t: HtmlTemplate,
    c: ResumeContent,
    paper: Paper,
    headerFooter?: { header: string; footer: string },
  ): Promise<Buffer> {
    const page = this.printPage;
    await page.setContent(templateHtml(t, c), { waitUntil: 'load' });
    return page.pdf({
      format: paper,
      printBackground: true,
      margin: margins(t, Boolean(headerFooter)),
      displayHeaderFooter: Boolean(headerFooter),
      headerTemplate: headerFooter?.header ?? '<span></span>',
      footerTemplate: headerFooter?.footer ?? '<span></span>',
    });
  }

  /** Screenshot of the first page as a clean PNG (before degradation). Throws when the résumé does not fit one page. */
  async pageImage(t: HtmlTemplate, c: ResumeContent, paper: Paper): Promise<Buffer> {
    const size = PAPER_PX[paper];
    const page = this.scanPage;
    await page.setViewportSize(size);
    const scanCss =
      '<style>html{background:#fff;overflow:hidden}body{padding:15mm 16mm;box-sizing:border-box;min-height:100vh}</style>';
    await page.setContent(templateHtml(t, c).replace('</head>', `${scanCss}</head>`), { waitUntil: 'load' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > size.height + 2)
      throw new Error(`scan does not fit one page (${height}px > ${size.height}px)`);
    return page.screenshot({ type: 'png' });
  }

  /** Wraps an image into a PDF page that holds only the picture (no text layer). */
  async imagePdf(image: Buffer, mime: 'image/jpeg' | 'image/png', paper: Paper): Promise<Buffer> {
    const src = `data:${mime};base64,${image.toString('base64')}`;
    const dims = paper === 'A4' ? { w: '210mm', h: '297mm' } : { w: '8.5in', h: '11in' };
    const html = `<!doctype html><html><head><style>@page{margin:0}html,body{margin:0;padding:0}img{display:block;width:${dims.w};height:${dims.h};object-fit:fill}</style></head><body><img src="${src}"></body></html>`;
    await this.printPage.setContent(html, { waitUntil: 'load' });
    return this.printPage.pdf({
      format: paper,
      printBackground: true,
      margin: { top: '0', bottom: '0', left: '0', right: '0' },
    });
  }
}

/** Small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Makes a clean page image look scanned: grey, slightly soft, tilted, toned paper with light noise. */
export async function degrade(
  png: Buffer,
  opts: { rotateDeg: number; seed: number; as: 'png' | 'jpeg' },
): Promise<Buffer> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .blur(0.7)
    .rotate(opts.rotateDeg, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rand = prng(opts.seed);
  const out = Buffer.alloc(info.width * info.height);
  for (let i = 0; i < out.length; i++) {
    const v = data[i * info.channels] ?? 255;
    // Paper tone (white → ~240), ink never pure black, ±10 grey-level noise.
    const toned = 14 + v * 0.9 + (rand() - 0.5) * 20;
    out[i] = Math.max(0, Math.min(255, Math.round(toned)));
  }
  const img = sharp(out, { raw: { width: info.width, height: info.height, channels: 1 } })
    .toColourspace('b-w')
    .withDensity(192);
  return opts.as === 'jpeg'
    ? img.jpeg({ quality: 70 }).toBuffer()
    : img.png({ compressionLevel: 9 }).toBuffer();
}
