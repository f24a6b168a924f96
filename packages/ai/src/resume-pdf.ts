import { getDocumentProxy } from 'unpdf';
import { type LineDraft, type ResumeDocument, toDocument } from './resume-document.ts';
import { type Piece, pageLines } from './resume-layout.ts';

/**
 * A PDF résumé from its text layer: text pieces with their position, size and font become lines in reading order.
 * A page laid out in columns (a sidebar with contact details and skills beside the experience) is read column by
 * column: where lines start shows the columns, and a gutter no line crosses separates them.
 */

/** pdf.js uses `ArrayBuffer.prototype.transferToFixedLength` (Node 21+) when it reads fonts. */
function ensureTransferToFixedLength(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & {
    transferToFixedLength?: (length?: number) => ArrayBuffer;
  };
  if (proto.transferToFixedLength) return;
  Object.defineProperty(proto, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number) {
      const size = length ?? this.byteLength;
      const copy = new ArrayBuffer(size);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(size, this.byteLength)));
      return copy;
    },
  });
}

const boldFont = /bold|black|heavy|semibold|demi/i;

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

const isTextItem = (item: unknown): item is TextItemLike =>
  typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;

export interface PdfText {
  document: ResumeDocument;
  /** Pages whose text layer held (almost) nothing: scans, candidates for OCR. */
  pagesWithoutText: number[];
}

export async function readPdfResume(bytes: Uint8Array): Promise<PdfText> {
  ensureTransferToFixedLength();
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { disableFontFace: true });
  try {
    const pages: LineDraft[][] = [];
    const pagesWithoutText: number[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const height = page.view[3] ?? 842;
      const content = await page.getTextContent();
      // The operator list loads the page's fonts, whose names say which text is bold.
      await page.getOperatorList();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!isTextItem(item) || !item.str) continue;
        const [a = 0, b = 0, , , e = 0, f = 0] = item.transform;
        const size = Math.round(Math.hypot(a, b) * 10) / 10 || item.height;
        const fontName = fontNameOf(page.commonObjs, item.fontName);
        pieces.push({
          text: item.str,
          x: e,
          y: height - f,
          width: item.width,
          size,
          bold: boldFont.test(fontName),
        });
      }
      if (pieces.reduce((n, piece) => n + piece.text.trim().length, 0) < 20) pagesWithoutText.push(number);
      pages.push(pageLines(pieces, number, page.view[2] ?? 595));
      page.cleanup();
    }
    return { document: toDocument('pdf', pdf.numPages, withoutRunningLines(pages)), pagesWithoutText };
  } finally {
    await pdf.cleanup();
  }
}

function fontNameOf(objects: { get(id: string): unknown }, id: string): string {
  try {
    const font = objects.get(id) as { name?: unknown } | null;
    return typeof font?.name === 'string' ? font.name : '';
  } catch {
    // A font pdf.js could not load has no name to go by.
    return '';
  }
}

/** Pieces on one baseline, close enough to be one run of text. */
const pageNumber = /^(?:page\s*)?\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?$|^[-–]\s*\d{1,3}\s*[-–]$/i;

/**
 * Drops running headers and footers: a line among the first or last two of its page that is repeated on other
 * pages (page numbers aside) is kept once, on the first page it appears; a bare page number is dropped.
 */
export function withoutRunningLines(pages: readonly LineDraft[][]): LineDraft[] {
  const key = (line: LineDraft) => line.text.replace(/\d+/g, '#').toLowerCase();
  const atEdge = (lines: readonly LineDraft[], index: number) => index < 2 || index >= lines.length - 2;
  const pagesOf = new Map<string, Set<number>>();
  for (const lines of pages) {
    lines.forEach((line, index) => {
      if (!atEdge(lines, index)) return;
      const seen = pagesOf.get(key(line)) ?? new Set<number>();
      seen.add(line.page);
      pagesOf.set(key(line), seen);
    });
  }
  const kept = new Set<string>();
  const out: LineDraft[] = [];
  for (const lines of pages) {
    lines.forEach((line, index) => {
      if (pageNumber.test(line.text.trim())) return;
      const k = key(line);
      const running = atEdge(lines, index) && (pagesOf.get(k)?.size ?? 0) > 1 && line.text.length < 120;
      if (running && kept.has(k)) return;
      if (running) kept.add(k);
      out.push(line);
    });
  }
  return out;
}
