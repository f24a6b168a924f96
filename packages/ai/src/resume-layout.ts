import type { LineDraft } from './resume-document.ts';

/**
 * Text placed on a page to lines in reading order, whatever read it (a PDF's text layer, OCR of a scan): pieces on
 * one baseline form a line, a wide gap becomes a tab, and a page laid out in columns (a sidebar beside the
 * experience) is read column by column — where lines start shows the columns, and a gutter no line crosses
 * separates them.
 */

export interface Piece {
  text: string;
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  width: number;
  size: number;
  bold: boolean;
}

interface Segment {
  x0: number;
  x1: number;
  y: number;
  size: number;
  pieces: Piece[];
}

function segmentsOf(pieces: readonly Piece[]): Segment[] {
  const sorted = [...pieces].sort((p, q) => p.y - q.y || p.x - q.x);
  const segments: Segment[] = [];
  for (const piece of sorted) {
    const last = segments.at(-1);
    const sameLine =
      last && Math.abs(last.y - piece.y) <= Math.max(2, 0.35 * Math.min(last.size, piece.size));
    const gap = last ? piece.x - last.x1 : 0;
    if (last && sameLine && gap < 2.2 * Math.max(piece.size, last.size) && gap > -piece.size) {
      last.pieces.push(piece);
      last.x1 = Math.max(last.x1, piece.x + piece.width);
      last.size = Math.max(last.size, piece.size);
      continue;
    }
    if (!piece.text.trim()) continue;
    segments.push({ x0: piece.x, x1: piece.x + piece.width, y: piece.y, size: piece.size, pieces: [piece] });
  }
  return segments.filter((segment) => segment.pieces.some((piece) => piece.text.trim()));
}

/**
 * Where a page splits into two columns: an x that no more than a few segments cross, with enough lines on
 * each side; null for a one-column page.
 */
export function findGutter(
  segments: readonly { x0: number; x1: number }[],
  pageWidth: number,
): number | null {
  if (segments.length < 8) return null;
  const starts = [...new Set(segments.map((s) => Math.round(s.x0)))].filter(
    (x) => x > pageWidth * 0.18 && x < pageWidth * 0.82,
  );
  let best: { x: number; balance: number } | null = null;
  for (const start of starts) {
    const gutter = start - 3;
    let left = 0;
    let right = 0;
    let crossing = 0;
    for (const s of segments) {
      if (s.x1 <= gutter + 1) left += 1;
      else if (s.x0 >= gutter - 1) right += 1;
      else crossing += 1;
    }
    if (left < 4 || right < 4 || crossing > Math.max(2, 0.08 * segments.length)) continue;
    // The gutter sits just left of a column's start: many lines begin there.
    const aligned = segments.filter((s) => Math.abs(s.x0 - start) < 2).length;
    if (aligned < 3) continue;
    const balance = Math.min(left, right) - 3 * crossing;
    if (!best || balance > best.balance) best = { x: gutter, balance };
  }
  return best?.x ?? null;
}

/** The page's lines in reading order: column by column where a gutter splits it, top to bottom otherwise. */
export function pageLines(pieces: readonly Piece[], page: number, pageWidth: number): LineDraft[] {
  const segments = segmentsOf(pieces);
  return columnLinesOf(segments, page, pageWidth) ?? linesOf(segments, page, 0);
}

/** The lines of a page laid out in two columns, column by column; null when no gutter splits the page. */
export function columnLines(pieces: readonly Piece[], page: number, pageWidth: number): LineDraft[] | null {
  return columnLinesOf(segmentsOf(pieces), page, pageWidth);
}

function columnLinesOf(segments: readonly Segment[], page: number, pageWidth: number): LineDraft[] | null {
  const gutter = findGutter(segments, pageWidth);
  if (gutter === null) return null;
  const body = segments.filter((s) => s.x1 <= gutter + 1 || s.x0 >= gutter - 1);
  const top = Math.min(...body.map((s) => s.y));
  // Lines across the gutter above both columns (a name banner) come first; others stay with the left column.
  const banner = segments.filter((s) => !body.includes(s) && s.y < top);
  const left = segments.filter((s) => !banner.includes(s) && s.x0 < gutter - 1);
  const right = segments.filter((s) => !banner.includes(s) && s.x0 >= gutter - 1);
  return [...linesOf(banner, page, 0), ...linesOf(left, page, 0), ...linesOf(right, page, 1)];
}

/** Segments of one column to lines, top to bottom; segments on one baseline join with a tab. */
function linesOf(segments: readonly Segment[], page: number, column: number): LineDraft[] {
  const sorted = [...segments].sort((s, t) => s.y - t.y || s.x0 - t.x0);
  const rows: Segment[][] = [];
  for (const segment of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (
      row &&
      first &&
      Math.abs(first.y - segment.y) <= Math.max(2, 0.35 * Math.min(first.size, segment.size))
    ) {
      row.push(segment);
    } else rows.push([segment]);
  }
  return rows.map((row) => {
    const ordered = row.sort((s, t) => s.x0 - t.x0);
    const pieces = ordered.flatMap((segment) => segment.pieces);
    const visible = pieces.filter((piece) => piece.text.trim());
    return {
      text: ordered.map((segment) => joinPieces(segment.pieces)).join('\t'),
      page,
      size: Math.max(...visible.map((piece) => piece.size)),
      bold: visible.length > 0 && visible.every((piece) => piece.bold),
      heading: false,
      column,
    };
  });
}

/**
 * Pieces of one run: a space where the PDF left a visible gap without one, a tab where the gap is wider than any
 * space (skill tags set side by side, a title and its dates).
 */
function joinPieces(pieces: readonly Piece[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  // Letter-spaced text ("T R A C K  R E C O R D") comes letter by letter: only a gap wider than the letters' own
  // spacing is a space.
  const visible = pieces.filter((piece) => piece.text.trim());
  const spaced =
    visible.length >= 4 &&
    visible.filter((piece) => piece.text.trim().length <= 2).length >= 0.7 * visible.length;
  const gaps = spaced
    ? visible.slice(1).map((piece, i) => piece.x - ((visible[i]?.x ?? 0) + (visible[i]?.width ?? 0)))
    : [];
  const letterGap = gaps.length > 0 ? ([...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0) : 0;
  for (const piece of pieces) {
    if (spaced && !piece.text.trim()) continue;
    const gap = piece.x - end;
    if (spaced) {
      if (text && gap > letterGap + 0.2 * piece.size) text += ' ';
      text += piece.text.trim();
      end = Math.max(end, piece.x + piece.width);
      continue;
    }
    if (text && gap > 0.9 * piece.size && piece.text.trim()) text = `${text.trimEnd()}\t`;
    else if (text && gap > 0.15 * piece.size && !/\s$/.test(text) && !/^\s/.test(piece.text)) text += ' ';
    text += piece.text;
    end = Math.max(end, piece.x + piece.width);
  }
  return text;
}
