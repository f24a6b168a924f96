/**
 * What an uploaded file is by its first bytes: a PDF, a Word document, plain text or a PNG / JPEG image. Its own
 * module, so the API can tell a file's kind without loading the parsers (they run in worker threads).
 */
export type ResumeFileKind = 'pdf' | 'docx' | 'txt' | 'png' | 'jpeg';

/** The kind of `bytes`, or null when they are none of them (text with control characters is not text). */
export function resumeFileKind(bytes: Uint8Array): ResumeFileKind | null {
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (head.startsWith('%PDF')) return 'pdf';
  if (head.startsWith('PK\u0003\u0004')) return 'docx';
  if (head.startsWith('\x89PNG')) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const sample = bytes.subarray(0, 4096);
  const controls = sample.filter((b) => b < 9 || (b > 13 && b < 32)).length;
  return sample.length > 0 && controls / sample.length < 0.01 ? 'txt' : null;
}
