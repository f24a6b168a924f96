import { inflateRawSync } from 'node:zlib';

/**
 * What uploaded bytes really are, checked by content rather than by the name or type the client claims
 * (docs/product/bad-input.md "recording content", "résumé content").
 */

export type RecordingContainer = 'webm' | 'ogg' | 'mp4';

/** The container of a recording's first chunk: WebM/Matroska (EBML), Ogg or MP4 (ftyp box); null otherwise. */
export function recordingContainer(first: Uint8Array): RecordingContainer | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => first[offset + i] === b);
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) return 'webm';
  if (at(0, 0x4f, 0x67, 0x67, 0x53)) return 'ogg';
  if (at(4, 0x66, 0x74, 0x79, 0x70)) return 'mp4';
  return null;
}

/** The container a declared type such as `audio/webm;codecs=opus` names. */
export function declaredContainer(mimeType: string): RecordingContainer | null {
  const subtype = /^(?:audio|video)\/(webm|ogg|mp4)\b/.exec(mimeType)?.[1];
  return subtype === 'webm' || subtype === 'ogg' || subtype === 'mp4' ? subtype : null;
}

export type ResumeVerdict = { ok: true } | { ok: false; status: 415 | 422; reason: string };

const markup = /^\s*(?:\uFEFF)?<(?:!doctype|html|head|body|script|svg|\?xml|iframe|div|meta)\b/i;
/** What may come before the first tag of a web page or SVG: blank space, comments and processing instructions. */
const markupPrologue = /^(?:\s|<!--[\s\S]*?-->|<\?[\s\S]*?\?>)*/;
/** PDF features that run code or launch things when opened; a résumé never needs them. */
const activePdf = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;
/** A PDF name (`/JS`); `#4A` inside one stands for the byte 0x4A, so `/J#53` is `/JS`. */
const pdfName = /\/[^\s/<>[\]()%{}]*/g;

/** A web page or SVG, also when a comment or an XML prolog comes before its first tag. */
function isMarkup(text: string): boolean {
  const head = text.slice(0, 64 * 1024);
  return markup.test(head) || markup.test(head.replace(markupPrologue, ''));
}

/** The PDF's text with every name spelled out, so an escaped name cannot hide an active feature. */
function withPlainNames(latin: string): string {
  return latin.replace(pdfName, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

/** What a résumé's DOCX may expand to in all; real ones are a few megabytes even with pictures. */
export const docxMaxExpandedBytes = 64 * 1024 * 1024;
/** Deflate compresses text about 5-20 times; far beyond that an entry is a bomb, not a document. */
const docxMaxRatio = 200;
const docxMaxEntries = 2000;

/**
 * A DOCX's zip container, read from its central directory without trusting it: the sizes it declares must stay
 * under {@link docxMaxExpandedBytes} and a sane compression ratio, and every entry is inflated with its declared
 * size as a hard cap, so an entry that lies about its size is caught after at most that many bytes. Memory and time
 * stay bounded whatever the archive claims; a zip bomb is never expanded.
 */
export function checkDocxArchive(data: Buffer): ResumeVerdict {
  const damaged: ResumeVerdict = {
    ok: false,
    status: 422,
    reason: 'The DOCX is damaged or incomplete. Save it again and retry.',
  };
  const bomb: ResumeVerdict = {
    ok: false,
    status: 415,
    reason:
      'The DOCX expands to far more than a résumé holds (a zip bomb). Save it again as a plain document.',
  };
  const endAt = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > data.length) return damaged;
  const count = data.readUInt16LE(endAt + 10);
  let at = data.readUInt32LE(endAt + 16);
  if (count > docxMaxEntries) return bomb;
  let expanded = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return damaged;
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const local = data.readUInt32LE(at + 42);
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    expanded += size;
    if (expanded > docxMaxExpandedBytes || (size > 1024 * 1024 && size > compressedSize * docxMaxRatio))
      return bomb;
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) return damaged;
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressedSize > data.length) return damaged;
    const stored = data.subarray(start, start + compressedSize);
    if (method === 0) {
      if (compressedSize !== size) return damaged;
      continue;
    }
    if (method !== 8) return damaged;
    let inflated: number;
    try {
      inflated = inflateRawSync(stored, { maxOutputLength: Math.max(size, 1) }).length;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? bomb : damaged;
    }
    if (inflated !== size) return inflated > size ? bomb : damaged;
  }
  return { ok: true };
}

/**
 * A résumé's content: a PDF that is complete and has no active content, a DOCX (its container is recognised by
 * magic bytes before this), or plain text that has words in it and is not a web page.
 */
export function checkResumeContent(kind: 'pdf' | 'docx' | 'txt', data: Buffer): ResumeVerdict {
  if (data.length === 0 || data.toString('utf8').trim() === '')
    return { ok: false, status: 422, reason: 'The file is empty.' };
  if (kind === 'pdf') {
    const latin = data.toString('latin1');
    if (!latin.slice(-2048).includes('%%EOF'))
      return { ok: false, status: 422, reason: 'The PDF is damaged or incomplete. Save it again and retry.' };
    if (activePdf.test(withPlainNames(latin)))
      return {
        ok: false,
        status: 415,
        reason:
          'The PDF contains scripts or embedded files, which a résumé does not need. Export it again as a plain PDF.',
      };
    return { ok: true };
  }
  if (kind === 'docx') return checkDocxArchive(data);
  if (kind === 'txt') {
    const text = data.toString('utf8');
    if (isMarkup(text))
      return {
        ok: false,
        status: 415,
        reason: 'This is a web page, not a résumé. Upload a PDF, DOCX or text file.',
      };
    if ((text.match(/\p{L}{2,}/gu) ?? []).length < 3)
      return { ok: false, status: 422, reason: 'The file has no readable text.' };
  }
  return { ok: true };
}
