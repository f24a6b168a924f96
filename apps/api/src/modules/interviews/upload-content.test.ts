import { describe, expect, it } from 'vitest';
import { checkResumeContent, declaredContainer, recordingContainer } from './upload-content.ts';

describe('upload content', () => {
  it('recording content: the first chunk must be WebM, Ogg or MP4 by its signature', () => {
    expect(recordingContainer(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1]))).toBe('webm');
    expect(recordingContainer(Buffer.from('OggS\0\x02'))).toBe('ogg');
    expect(recordingContainer(Buffer.from('\0\0\0\x20ftypisom'))).toBe('mp4');
    expect(recordingContainer(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(recordingContainer(new Uint8Array([0x1a, 0x45]))).toBeNull();
    expect(declaredContainer('audio/webm;codecs=opus')).toBe('webm');
    expect(declaredContainer('video/mp4')).toBe('mp4');
    expect(declaredContainer('text/html')).toBeNull();
  });

  it('résumé content: empty files, web pages and text without words are refused; real text is kept', () => {
    expect(checkResumeContent('txt', Buffer.from(''))).toMatchObject({ ok: false, status: 422 });
    expect(checkResumeContent('txt', Buffer.from('  \n\t '))).toMatchObject({ ok: false, status: 422 });
    expect(
      checkResumeContent('txt', Buffer.from('<!DOCTYPE html><html><body>hi</body></html>')),
    ).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(checkResumeContent('txt', Buffer.from('1234 5678 !!!'))).toMatchObject({ ok: false, status: 422 });
    expect(
      checkResumeContent('txt', Buffer.from('Ana Lopez\nSenior engineer, 8 years of TypeScript.')),
    ).toEqual({
      ok: true,
    });
  });

  it('résumé content: a PDF must be complete and free of scripts and embedded files', () => {
    const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, 'latin1');
    expect(checkResumeContent('pdf', pdf('1 0 obj << /Type /Page >> endobj'))).toEqual({ ok: true });
    expect(
      checkResumeContent('pdf', pdf('1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>')),
    ).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(checkResumeContent('pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Page'))).toMatchObject({
      ok: false,
      status: 422,
    });
  });
});
