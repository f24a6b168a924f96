/** Removes the generation time from written files so that every run gives the same bytes. */
import JSZip from 'jszip';

const FIXED = new Date('2026-01-15T09:00:00Z');

/** Chromium writes the current time into the PDF Info dictionary; replace it with a same-length fixed date. */
export function stablePdf(pdf: Buffer): Buffer {
  const s = pdf
    .toString('latin1')
    .replace(/\/(CreationDate|ModDate) \(D:\d{14}([^)]*)\)/g, (_m, key: string, tz: string) => {
      return `/${key} (D:20260115090000${tz})`;
    });
  return Buffer.from(s, 'latin1');
}

/** The docx package stamps core.xml and the zip entries with the current time. */
export async function stableDocx(docx: Buffer): Promise<Buffer> {
  const src = await JSZip.loadAsync(docx);
  const out = new JSZip();
  for (const name of Object.keys(src.files).sort()) {
    const entry = src.files[name];
    if (!entry || entry.dir) continue;
    let data: string | Uint8Array = await entry.async('uint8array');
    if (name === 'docProps/core.xml') {
      data = Buffer.from(data)
        .toString('utf8')
        .replace(/(<dcterms:(created|modified)[^>]*>)[^<]*/g, `$1${FIXED.toISOString()}`);
    }
    out.file(name, data, { date: FIXED, createFolders: false });
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
