import { getResolvedPDFJS } from 'unpdf';
import { type LineDraft, type ResumeDocument, toDocument } from './resume-document.ts';
import { type Piece, pageLines } from './resume-layout.ts';
import { headingsMayNeedWeight } from './resume-sections.ts';

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

/**
 * Has pdf.js inflate a PDF's compressed streams (page contents, fonts) on this thread. Where the platform offers
 * `DecompressionStream`, pdf.js hands every such stream to it, and in Node each one then waits for the thread pool:
 * a résumé of a few small streams reads about a third slower that way (measured on the dev résumés: 19–23 against
 * 26–30 two-page PDFs a second; the text read is identical). For a thread that reads résumés and nothing else (the
 * talent intake's reading threads, the bench that times them): it removes `DecompressionStream` from the thread.
 */
export function inflatePdfStreamsOnThisThread(): void {
  (globalThis as { DecompressionStream?: unknown }).DecompressionStream = undefined;
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

let sharedWorker: InstanceType<Awaited<ReturnType<typeof getResolvedPDFJS>>['PDFWorker']> | undefined;

export async function readPdfResume(bytes: Uint8Array): Promise<PdfText> {
  ensureTransferToFixedLength();
  const { getDocument, PDFWorker } = await getResolvedPDFJS();
  // pdf.js itself rather than unpdf's getDocumentProxy, which looks for pdf.js's font files on every call; one
  // (in-thread) pdf.js worker serves every document.
  sharedWorker ??= new PDFWorker();
  const loading = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: true,
    worker: sharedWorker,
  });
  const pages: PdfPage[] = [];
  try {
    // Awaited inside: a file pdf.js cannot open is let go of too, as the shared worker would otherwise keep it.
    const pdf = await loading.promise;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push({
        page,
        items: content.items.flatMap((item) => (isTextItem(item) ? [item] : [])),
        bold: new Set(),
      });
    }
    const lines = () => pages.map(({ page, items, bold }, index) => linesOf(page, items, bold, index + 1));
    let drafts = lines();
    // Font weights come with the page's fonts, the costliest part of reading a PDF: read only when a heading may be
    // set apart by weight alone.
    if (headingsMayNeedWeight(drafts.flat())) {
      for (const entry of pages) {
        await entry.page.getOperatorList();
        for (const item of entry.items)
          if (boldFont.test(fontNameOf(entry.page.commonObjs, item.fontName))) entry.bold.add(item.fontName);
      }
      drafts = lines();
    }
    const pagesWithoutText = pages.flatMap(({ items }, index) =>
      items.reduce((n, item) => n + item.str.trim().length, 0) < 20 ? [index + 1] : [],
    );
    return { document: toDocument('pdf', pdf.numPages, withoutRunningLines(drafts)), pagesWithoutText };
  } finally {
    for (const { page } of pages) page.cleanup();
    // Ends the document's worker side too, not only its caches.
    await loading.destroy();
  }
}

type PDFDocumentProxy = Awaited<
  ReturnType<Awaited<ReturnType<typeof getResolvedPDFJS>>['getDocument']>['promise']
>;
type PDFPageProxy = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

interface PdfPage {
  page: PDFPageProxy;
  items: TextItemLike[];
  /** The page's bold fonts by pdf.js's name for them; empty until weights are read. */
  bold: Set<string>;
}

/** A page's text pieces with their position, size and weight, as lines in reading order. */
function linesOf(
  page: PDFPageProxy,
  items: readonly TextItemLike[],
  bold: ReadonlySet<string>,
  number: number,
) {
  const height = page.view[3] ?? 842;
  const pieces: Piece[] = [];
  for (const item of items) {
    if (!item.str) continue;
    const [a = 0, b = 0, , , e = 0, f = 0] = item.transform;
    const size = Math.round(Math.hypot(a, b) * 10) / 10 || item.height;
    pieces.push({
      text: item.str,
      x: e,
      y: height - f,
      width: item.width,
      size,
      bold: bold.has(item.fontName),
    });
  }
  return pageLines(pieces, number, page.view[2] ?? 595);
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
