import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  checkDocxArchive,
  checkResumeContent,
  declaredContainer,
  docxMaxExpandedBytes,
  recordingContainer,
} from './upload-content.ts';

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

  it('upload attacks: escaped PDF names and markup behind a comment do not slip through', () => {
    const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, 'latin1');
    expect(checkResumeContent('pdf', pdf('<< /S /Java#53cript /J#53 (x) >>'))).toMatchObject({ status: 415 });
    expect(checkResumeContent('pdf', pdf('<< /S /#4caunch /F (cmd.exe) >>'))).toMatchObject({ status: 415 });
    // A # outside a name is just a character.
    expect(checkResumeContent('pdf', pdf('<< /Title (C# #1 developer) >>'))).toEqual({ ok: true });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><text>Ana Lopez engineer</text></svg>';
    expect(checkResumeContent('txt', Buffer.from(`<!-- cv -->\n${svg}`))).toMatchObject({ status: 415 });
    expect(checkResumeContent('txt', Buffer.from(`<?xml version="1.0"?><!-- a --> ${svg}`))).toMatchObject({
      status: 415,
    });
    expect(checkResumeContent('txt', Buffer.from('Ana Lopez <ana@example.test>\nSenior engineer.'))).toEqual({
      ok: true,
    });
  });

  it('upload attacks: a DOCX container is checked without expanding it past its declared, bounded size', () => {
    const entry = (name: string, data: Buffer, claimed = data.length) => {
      const compressed = deflateRawSync(data);
      const nameBytes = Buffer.from(name);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(8, 8);
      local.writeUInt16LE(nameBytes.length, 26);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(compressed.length, 20);
      central.writeUInt32LE(claimed, 24);
      central.writeUInt16LE(nameBytes.length, 28);
      return {
        local: Buffer.concat([local, nameBytes, compressed]),
        central: Buffer.concat([central, nameBytes]),
      };
    };
    const zip = (...entries: ReturnType<typeof entry>[]) => {
      let offset = 0;
      const centrals = entries.map((e) => {
        const central = Buffer.from(e.central);
        central.writeUInt32LE(offset, 42);
        offset += e.local.length;
        return central;
      });
      const directory = Buffer.concat(centrals);
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(directory.length, 12);
      end.writeUInt32LE(offset, 16);
      return Buffer.concat([...entries.map((e) => e.local), directory, end]);
    };
    const text = Buffer.from('<w:document>Ana Lopez, engineer</w:document>');
    expect(checkDocxArchive(zip(entry('word/document.xml', text)))).toEqual({ ok: true });
    // Expands far beyond what it compresses from (8 MB of zeros in a few KB).
    expect(checkDocxArchive(zip(entry('word/document.xml', Buffer.alloc(8 * 1024 * 1024))))).toMatchObject({
      status: 415,
    });
    // Claims a small size and holds more: caught at the claimed size.
    expect(checkDocxArchive(zip(entry('word/document.xml', Buffer.alloc(64 * 1024), 100)))).toMatchObject({
      status: 415,
    });
    // Claims more than any résumé expands to.
    expect(checkDocxArchive(zip(entry('word/document.xml', text, docxMaxExpandedBytes + 1)))).toMatchObject({
      status: 415,
    });
    expect(checkDocxArchive(Buffer.from('PK\u0003\u0004 not really a zip'))).toMatchObject({ status: 422 });
  });
});
