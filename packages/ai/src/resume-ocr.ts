import { createRequire } from 'node:module';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { extractImages, getDocumentProxy } from 'unpdf';
import type { LineDraft, ResumeDocument } from './resume-document.ts';
import { toDocument } from './resume-document.ts';

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

/** Lines of one page image, in the reading order OCR found (blocks, then their lines). */
async function ocrLines(image: Buffer, page: number): Promise<LineDraft[]> {
  const worker = await ocrWorker();
  const { data } = await worker.recognize(image, {}, { text: false, blocks: true });
  const lines: LineDraft[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        if (line.confidence < 30) continue;
        lines.push({
          text: line.text.replace(/\s+$/, ''),
          page,
          // Pixel heights: only their ratio to the body's matters.
          size: line.bbox.y1 - line.bbox.y0,
          bold: false,
          heading: false,
          column: 0,
        });
      }
    }
  }
  return lines;
}

/** A page image prepared for OCR: grey, at least ~2000 px high, its contrast stretched. */
const prepared = (image: Sharp) =>
  image.greyscale().resize({ height: 2200, withoutEnlargement: true }).normalise().png().toBuffer();

/** A PNG or JPEG résumé. */
export async function readImageResume(bytes: Uint8Array): Promise<ResumeDocument> {
  const image = await prepared(sharp(bytes, { limitInputPixels: 50_000_000 }));
  return toDocument('ocr', 1, await ocrLines(image, 1));
}

/** The given pages of a PDF read by OCR from the largest image on each. */
export async function readPdfPagesByOcr(bytes: Uint8Array, pages: readonly number[]): Promise<LineDraft[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { disableFontFace: true });
  try {
    const lines: LineDraft[] = [];
    for (const page of pages) {
      const images = await extractImages(pdf, page);
      const largest = [...images].sort((a, b) => b.width * b.height - a.width * a.height)[0];
      if (!largest) continue;
      const raw = sharp(Buffer.from(largest.data.buffer, largest.data.byteOffset, largest.data.byteLength), {
        raw: { width: largest.width, height: largest.height, channels: largest.channels },
      });
      lines.push(...(await ocrLines(await prepared(raw), page)));
    }
    return lines;
  } finally {
    await pdf.cleanup();
  }
}
