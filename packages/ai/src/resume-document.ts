/**
 * A résumé as lines of text in reading order, whatever file it came from. Each line keeps what its look tells a
 * reader (size relative to the body, bold, all capitals) and where it was, so sections can be found by style as well
 * as by wording, and every parsed field can point back to the text it came from.
 */

export type ResumeSourceKind = 'pdf' | 'docx' | 'txt' | 'ocr';

export interface ResumeLine {
  text: string;
  /** 1-based page; DOCX and TXT are one page. */
  page: number;
  /** Font size in points where the file says it; 0 when unknown (TXT, DOCX body). */
  size: number;
  bold: boolean;
  /** A heading by the file's own markup (a DOCX heading style), not by guessing. */
  heading: boolean;
  /** Column of a multi-column page, 0 for the first (or only) one. */
  column: number;
  /** Where the line starts in {@link ResumeDocument.text}. */
  start: number;
}

export interface ResumeDocument {
  kind: ResumeSourceKind;
  pages: number;
  lines: ResumeLine[];
  /** The lines joined by newlines: the text that field spans point into. */
  text: string;
}

export type LineDraft = Omit<ResumeLine, 'start'>;

/** Collapses spacing inside a line; drops lines with nothing readable. */
export function cleanLines(drafts: readonly LineDraft[]): LineDraft[] {
  const out: LineDraft[] = [];
  for (const draft of drafts) {
    const text = draft.text
      .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')
      .replace(/[^\S\t]+/g, ' ')
      .replace(/ ?\t ?/g, '\t')
      .replace(/\t{2,}/g, '\t')
      .trim();
    if (/[\p{L}\p{N}@]/u.test(text)) out.push({ ...draft, text });
  }
  return out;
}

/** Builds the document from its lines in reading order. */
export function toDocument(
  kind: ResumeSourceKind,
  pages: number,
  drafts: readonly LineDraft[],
): ResumeDocument {
  const lines: ResumeLine[] = [];
  let offset = 0;
  for (const draft of cleanLines(drafts)) {
    lines.push({ ...draft, start: offset });
    offset += draft.text.length + 1;
  }
  return { kind, pages, lines, text: lines.map((line) => line.text).join('\n') };
}

/** Plain text, UTF-8 (with or without a byte-order mark) or, when that is not valid, Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * A plain-text résumé: one line per line. Markdown-style marks say what a designer would have styled: `# Heading`
 * is a heading, a line all in `**bold**` is bold; the marks themselves are not text.
 */
export function readTextResume(bytes: Uint8Array): ResumeDocument {
  const drafts = decodeText(bytes)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((raw) => {
      const heading = /^\s*#{1,6}\s+/.test(raw);
      const unmarked = raw.replace(/^\s*#{1,6}\s+/, '');
      const bold = /^\s*\*\*[^*]+\*\*\s*$/.test(unmarked);
      const text = unmarked.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/__([^_]+)__/g, '$1');
      return { text, page: 1, size: 0, bold, heading, column: 0 };
    });
  return toDocument('txt', 1, drafts);
}
