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
/** PDF features that run code or launch things when opened; a résumé never needs them. */
const activePdf = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;

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
    if (activePdf.test(latin))
      return {
        ok: false,
        status: 415,
        reason:
          'The PDF contains scripts or embedded files, which a résumé does not need. Export it again as a plain PDF.',
      };
    return { ok: true };
  }
  if (kind === 'txt') {
    const text = data.toString('utf8');
    if (markup.test(text))
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
