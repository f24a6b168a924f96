import { createRequire } from 'node:module';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { extractImages, getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { LineDraft, ResumeDocument } from './resume-document.ts';
import { toDocument } from './resume-document.ts';
import { columnLines, type Piece, pageLines } from './resume-layout.ts';

/**
 * Reading a scanned résumé (a photo or an image-only PDF) with OCR: tesseract.js with the English model that ships
 * inside the `@tesseract.js-data/eng` package — never a download, and nothing written to disk. Used only for pages
 * without a text layer; what it reads is less certain, and the parser lowers its confidence accordingly.
 */

const require = createRequire(import.meta.url);
/** The smaller "best int" English model: as accurate on printed text, faster to load. */
const langPath = join(require.resolve('@tesseract.js-data/eng/package.json'), '..', '4.0.0_best_int');

let shared: Promise<Worker> | null = null;

/** One OCR worker per process, started on first use (≈ 1 s and ~100 MB), reused after. */
function ocrWorker(): Promise<Worker> {
  shared ??= createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' }).catch(
    (error) => {
      shared = null;
      throw error;
    },
  );
  return shared;
}

/** Stops the OCR worker (tests, shutdown). */
export async function stopOcr(): Promise<void> {
  const worker = shared;
  shared = null;
  if (worker) await (await worker).terminate();
}

/**
 * The lines OCR read on a page image, laid out from its words' positions as a text layer's pieces would be: a wide
 * gap on a line becomes a tab (a title and its right-aligned dates, a table's cells), and a page in two columns (a
 * sidebar beside the main column) is read column by column instead of merged into the lines it stands beside.
 */
async function ocrLines(image: Buffer, page: number): Promise<LineDraft[]> {
  const worker = await ocrWorker();
  const { data } = await worker.recognize(image, {}, { text: false, blocks: true });
  const { width = 0 } = await sharp(image).metadata();
  // Each word twice: with its own height, which finds a sidebar (a line OCR ran across both columns is as tall as
  // its tallest side), and with its line's, the size of the text, against which a gap is wide or a space.
  const words: Piece[] = [];
  const inLines: Piece[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        if (line.confidence < 30) continue;
        // Pixel heights: only their ratio to the body's matters.
        const lineHeight = line.bbox.y1 - line.bbox.y0;
        for (const [index, word] of line.words.entries()) {
          if (!word.text.trim()) continue;
          const piece = {
            // OCR reads a round bullet as a guillemet ("« Led the team…"); alone at a line's start it is the bullet.
            text: index === 0 && /^[«»]$/.test(word.text) ? '•' : word.text,
            x: word.bbox.x0,
            y: line.bbox.y1,
            width: word.bbox.x1 - word.bbox.x0,
            bold: false,
          };
          words.push({ ...piece, size: word.bbox.y1 - word.bbox.y0 });
          // A line's box runs from its ascenders to its descenders: about a fifth more than the type's size.
          inLines.push({ ...piece, size: 0.8 * lineHeight });
        }
      }
    }
  }
  return columnLines(words, page, width) ?? pageLines(inLines, page, width);
}

/** The height pages are read at: about 200 dots per inch on an A4 or Letter page. */
const pageHeight = 2200;

/**
 * A page image as OCR reads it best: grey, at most `pageHeight` tall, full contrast, and saying its resolution.
 * Tesseract scales its thresholds by the resolution an image declares; a scan that declared none or a wrong one
 * (25 dpi) was read as a 70 dpi page. Taken as a whole page (about 11 inches tall), which a résumé scan is.
 */
export async function preparedPage(image: Sharp): Promise<Buffer> {
  const height = Math.min(pageHeight, (await image.metadata()).height ?? pageHeight);
  return image
    .greyscale()
    .resize({ height: pageHeight, withoutEnlargement: true })
    .normalise()
    .withMetadata({ density: Math.max(72, Math.round(height / 11)) })
    .png()
    .toBuffer();
}

/** A PNG or JPEG résumé. */
export async function readImageResume(bytes: Uint8Array): Promise<ResumeDocument> {
  const image = await preparedPage(sharp(bytes, { limitInputPixels: 50_000_000 }));
  return toDocument('ocr', 1, await ocrLines(image, 1));
}

/**
 * The given pages of a PDF read by OCR. A scan's page is one image as large as the page, read as it is (the best
 * copy there is); any other page — a scan split into strips or tiles, text turned into outlines — is drawn first
 * and the drawing read, as the page shows it. Without a canvas to draw on, the largest image is read.
 */
export async function readPdfPagesByOcr(bytes: Uint8Array, pages: readonly number[]): Promise<LineDraft[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { disableFontFace: true });
  try {
    const lines: LineDraft[] = [];
    for (const page of pages) {
      const { width, height } = (await pdf.getPage(page)).getViewport({ scale: 1 });
      const largest = await largestImage(pdf, page);
      const fillsPage =
        largest !== null && Math.abs(largest.width / largest.height / (width / height) - 1) < 0.05;
      const image =
        (fillsPage ? null : await drawnPage(pdf, page, height)) ?? (largest ? rawImage(largest) : null);
      if (image) lines.push(...(await ocrLines(await preparedPage(image), page)));
    }
    return lines;
  } finally {
    await pdf.cleanup();
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfImage = Awaited<ReturnType<typeof extractImages>>[number];

/** The page drawn at twice the height OCR reads pages at (scaled down after); null when it cannot be drawn here. */
async function drawnPage(pdf: PdfDocument, page: number, height: number): Promise<Sharp | null> {
  try {
    const png = await renderPageAsImage(pdf, page, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: (2 * pageHeight) / height,
    });
    return sharp(Buffer.from(png)).flatten({ background: '#ffffff' });
  } catch {
    return null;
  }
}

async function largestImage(pdf: PdfDocument, page: number): Promise<PdfImage | null> {
  const images = await extractImages(pdf, page);
  return [...images].sort((a, b) => b.width * b.height - a.width * a.height)[0] ?? null;
}

const rawImage = (image: PdfImage) =>
  sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: image.channels },
  });
