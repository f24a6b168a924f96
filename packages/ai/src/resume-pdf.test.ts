import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflatePdfStreamsOnThisThread, readPdfResume } from './resume-pdf.ts';
import { headingsMayNeedWeight } from './resume-sections.ts';

/**
 * A one-page PDF of lines set in Helvetica or Helvetica-Bold at 11 pt, top to bottom; its page content compressed
 * (FlateDecode) when asked.
 */
function pdfOf(lines: { text: string; bold?: boolean }[], compressed = false): Uint8Array {
  const content = [
    'BT',
    '14 TL',
    '56 780 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}/${line.bold ? 'F2' : 'F1'} 11 Tf (${line.text}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    compressed
      ? `<< /Length ${deflateSync(content).length} /Filter /FlateDecode >>\nstream\n${deflateSync(content).toString('latin1')}\nendstream`
      : `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  // latin1 throughout, so a compressed stream's bytes come out as they went in.
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(pdf, 'latin1'));
}

const line = (text: string, extra: { size?: number; bold?: boolean } = {}) => ({
  text,
  page: 1,
  size: extra.size ?? 11,
  bold: extra.bold ?? false,
  heading: false,
  column: 0,
});

describe('PDF text and font weights', () => {
  it('weights are read when a heading stands out by weight alone, and kept on its line', async () => {
    const { document } = await readPdfResume(
      pdfOf([
        { text: 'Jane Doe' },
        { text: 'Experience', bold: true },
        { text: 'Staff Nurse, Leeds General Infirmary, 2019 - Present' },
        { text: 'Skills', bold: true },
        { text: 'Triage, wound care' },
      ]),
    );
    const bold = document.lines.filter((l) => l.bold).map((l) => l.text);
    expect(bold).toEqual(['Experience', 'Skills']);
  });

  it('weights are not needed when capitals or size set every heading apart and nothing else looks like one', () => {
    const lines = [
      line('Jane Doe', { size: 18 }),
      line('EXPERIENCE'),
      line('Staff Nurse, Leeds General Infirmary'),
      line('Skills', { size: 13 }),
      line('Triage, wound care, IV therapy'),
    ];
    expect(headingsMayNeedWeight(lines)).toBe(false);
  });

  it('weights are needed when a heading looks like the body, or another line looks like the headings', () => {
    expect(headingsMayNeedWeight([line('Jane Doe'), line('Experience'), line('Staff Nurse')])).toBe(true);
    expect(
      headingsMayNeedWeight([line('EXPERIENCE'), line('Engineer at Acme'), line('SKILLS'), line('GCP')]),
    ).toBe(true);
  });

  it('compressed page contents read the same inflated on this thread as by the platform', async () => {
    const pdf = pdfOf(
      [{ text: 'Jane Doe' }, { text: 'EXPERIENCE' }, { text: 'Staff Nurse, 2019 - Present' }],
      true,
    );
    const platform = (globalThis as { DecompressionStream?: unknown }).DecompressionStream;
    const byPlatform = (await readPdfResume(pdf)).document.text;
    try {
      inflatePdfStreamsOnThisThread();
      expect((globalThis as { DecompressionStream?: unknown }).DecompressionStream).toBeUndefined();
      expect((await readPdfResume(pdf)).document.text).toBe(byPlatform);
    } finally {
      (globalThis as { DecompressionStream?: unknown }).DecompressionStream = platform;
    }
    expect(byPlatform).toContain('Staff Nurse, 2019 - Present');
  });

  it('a PDF pdf.js cannot open fails alone: the next file reads through the same shared worker', async () => {
    const damaged = new TextEncoder().encode(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog${'\u0007'.repeat(2048)}`);
    await expect(readPdfResume(damaged)).rejects.toThrow();
    const { document } = await readPdfResume(pdfOf([{ text: 'Jane Doe' }, { text: 'EXPERIENCE' }]));
    expect(document.text).toContain('Jane Doe');
  });
});
