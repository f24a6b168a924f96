import JSZip from 'jszip';
import mammoth from 'mammoth';
import { type LineDraft, type ResumeDocument, toDocument } from './resume-document.ts';

/**
 * A Word résumé through mammoth's HTML (headings, lists and tables kept), plus the page header and footer, which
 * mammoth leaves out and where many résumés put their contact details.
 */
export async function readDocxResume(bytes: Uint8Array): Promise<ResumeDocument> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [{ value: html }, margins] = await Promise.all([
    mammoth.convertToHtml({ buffer }),
    readMargins(buffer),
  ]);
  return toDocument('docx', 1, [...margins.headers, ...htmlLines(html), ...margins.footers]);
}

const line = (text: string, bold = false, heading = false): LineDraft => ({
  text,
  page: 1,
  size: 0,
  bold,
  heading,
  column: 0,
});

/** The text of the header and footer parts, one line per paragraph (repeated ones once). */
async function readMargins(buffer: Buffer): Promise<{ headers: LineDraft[]; footers: LineDraft[] }> {
  const zip = await JSZip.loadAsync(buffer);
  const read = async (kind: 'header' | 'footer') => {
    const names = Object.keys(zip.files)
      .filter((name) => new RegExp(`^word/${kind}\\d*\\.xml$`).test(name))
      .sort();
    const seen = new Set<string>();
    const out: LineDraft[] = [];
    for (const name of names) {
      const xml = (await zip.file(name)?.async('string')) ?? '';
      for (const paragraph of xml.split(/<\/w:p>/)) {
        const text = [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
          .map((m) => (m[1] === undefined ? '\t' : decodeEntities(m[1])))
          .join('')
          .trim();
        if (text && !seen.has(text)) {
          seen.add(text);
          out.push(line(text));
        }
      }
    }
    return out;
  };
  return { headers: await read('header'), footers: await read('footer') };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value =
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(value) ? String.fromCodePoint(value) : whole;
    }
    return entities[code.toLowerCase()] ?? whole;
  });
}

const blockEnd = /^(?:p|h[1-6]|li|tr|div|table|ul|ol|blockquote)$/;

/**
 * Lines from mammoth's HTML: a line per paragraph, heading, list item and table row (cells separated by a tab).
 * A line is bold when all its text is, a heading when Word's style said so.
 */
export function htmlLines(html: string): LineDraft[] {
  const out: LineDraft[] = [];
  let text = '';
  let boldChars = 0;
  let boldDepth = 0;
  let heading = false;
  let cellDepth = 0;
  const flush = () => {
    const visible = text.replace(/\s+/g, '');
    if (visible) out.push(line(text, boldChars >= visible.length, heading));
    text = '';
    boldChars = 0;
    heading = false;
  };
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    const [, closing, rawTag, content] = match;
    if (content !== undefined) {
      const decoded = decodeEntities(content);
      text += decoded;
      if (boldDepth > 0) boldChars += decoded.replace(/\s+/g, '').length;
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (tag === 'strong' || tag === 'b') boldDepth = Math.max(0, boldDepth + (closing ? -1 : 1));
    else if (tag === 'br') flush();
    else if (tag === 'td' || tag === 'th') {
      // A table row is one line, its cells separated by tabs (a paragraph inside a cell is not a line break).
      cellDepth = Math.max(0, cellDepth + (closing ? -1 : 1));
      if (closing) text += '\t';
    } else if (cellDepth > 0 && (tag === 'p' || tag === 'li') && closing) text += ' ';
    else if (/^h[1-6]$/.test(tag) && !closing) {
      flush();
      heading = true;
    } else if (blockEnd.test(tag)) flush();
  }
  flush();
  return out;
}
