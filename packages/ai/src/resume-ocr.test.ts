import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedPage, readImageResume, readPdfPagesByOcr, stopOcr } from './resume-ocr.ts';

afterAll(stopOcr);

const blankPage = (height: number, density: number) =>
  sharp({ create: { width: Math.round(height * 0.7), height, channels: 3, background: '#ffffff' } })
    .withMetadata({ density })
    .png()
    .toBuffer();

describe('preparedPage', () => {
  it('declares the resolution of a whole page at the size it is read, whatever the scan declared', async () => {
    const small = await sharp(await preparedPage(sharp(await blankPage(1100, 25)))).metadata();
    expect(small).toMatchObject({ height: 1100, density: 100 });
    const large = await sharp(await preparedPage(sharp(await blankPage(4400, 600)))).metadata();
    expect(large).toMatchObject({ height: 2200, density: 200 });
  });
});

/** A white strip of `width` × `height` pixels with `lines` of black text on it, as 8-bit grey. */
async function textStrip(lines: string[], width: number, height: number): Promise<Buffer> {
  // Sharp draws text white on black: turned round, it is print on paper.
  const text = await sharp({
    text: { text: `<span size="28pt">${lines.join('\n')}</span>`, dpi: 150, width: width - 200 },
  })
    .negate()
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: text, top: 120, left: 100 }])
    .greyscale()
    .raw()
    .toBuffer();
}

/** A one-page PDF (US Letter) of two images, each filling half the page, and no text layer: a scan in two strips. */
function pdfOfStrips(strips: Buffer[], width: number, height: number): Buffer {
  const objects: Buffer[] = [];
  const add = (head: string, stream?: Buffer) =>
    objects.push(
      stream
        ? Buffer.concat([Buffer.from(`${head}\nstream\n`), stream, Buffer.from('\nendstream')])
        : Buffer.from(head),
    );
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  add(
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 4 0 R /Im2 5 0 R >> >> /Contents 6 0 R >>',
  );
  for (const strip of strips) {
    const data = deflateSync(strip);
    add(
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>`,
      data,
    );
  }
  const content = Buffer.from('q 612 0 0 396 0 396 cm /Im1 Do Q\nq 612 0 0 396 0 0 cm /Im2 Do Q');
  add(`<< /Length ${content.length} >>`, content);
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

describe('readPdfPagesByOcr', () => {
  it('scans by OCR: a scanned page stored as two strips is read whole, not only its largest image', async () => {
    const [width, height] = [1224, 792];
    const pdf = pdfOfStrips(
      [
        await textStrip(['Mara Quinlan', 'Staff Nurse'], width, height),
        await textStrip(['mara.quinlan@example.com', 'Leeds, UK'], width, height),
      ],
      width,
      height,
    );
    const text = (await readPdfPagesByOcr(pdf, [1])).map((line) => line.text).join('\n');
    expect(text).toContain('Mara Quinlan');
    expect(text).toContain('mara.quinlan@example.com');
  }, 30_000);
});

/** Black text on white, as a PNG the size of its text. */
const printed = async (text: string) =>
  sharp({ text: { text: `<span size="28pt">${text}</span>`, dpi: 150 } })
    .negate()
    .png()
    .toBuffer();

/** The lines OCR reads on a white letter-size scan with these texts printed at [top, left]. */
async function scannedLines(texts: [string, number, number][]): Promise<string[]> {
  const page = await sharp({ create: { width: 1700, height: 2200, channels: 3, background: '#ffffff' } })
    .composite(
      await Promise.all(texts.map(async ([text, top, left]) => ({ input: await printed(text), top, left }))),
    )
    .png()
    .toBuffer();
  return (await readImageResume(page)).lines.map((line) => line.text);
}

describe('readImageResume', () => {
  it('scans by OCR: a one-column scan keeps a wide gap on a line as a tab, a title apart from its dates', async () => {
    const lines = await scannedLines([
      ['Mara Quinlan', 150, 150],
      ['Staff Nurse', 400, 150],
      ['2019 - 2021', 400, 1150],
      ['Leeds General Infirmary', 500, 150],
    ]);
    expect(lines).toContain('Staff Nurse\t2019 - 2021');
    expect(lines).toContain('Leeds General Infirmary');
  }, 30_000);

  it('scans by OCR: a guillemet alone at the start of a line is read as the bullet it stands for', async () => {
    const lines = await scannedLines([
      ['Staff Nurse', 300, 150],
      ['« Led the night shift handover', 400, 150],
      ['Planned «Safe Care» audits', 500, 150],
    ]);
    expect(lines).toContain('• Led the night shift handover');
    expect(lines.find((line) => line.startsWith('Planned'))).toContain('«');
  }, 30_000);
});
