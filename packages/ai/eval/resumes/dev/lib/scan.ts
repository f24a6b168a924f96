/**
 * "Scanned" résumés: a screenshot of the rendered page is turned into something that looks like
 * a flatbed scan (greyscale, slightly rotated and blurred, paper tint, uneven light, seeded noise).
 * The result is saved as PNG/JPEG, or wrapped into an image-only PDF (no text layer).
 */
import sharp from 'sharp';
import { prng } from '../../shared/scan.js';

export interface ScanSettings {
  rotate: number;
  blur: number;
  seed: number;
  /** pixels per inch written into the image metadata */
  dpi: number;
}

/** Returns the degraded greyscale image as raw pixels plus its size. */
async function degradeRaw(
  screenshot: Buffer,
  s: ScanSettings,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(screenshot)
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .rotate(s.rotate, { background: '#ffffff' })
    .blur(s.blur)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rnd = prng(s.seed);
  const { width, height, channels } = info;
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = data[(y * width + x) * channels] as number;
      // paper tint + light falling off towards the right edge + grain
      const light = 1 - 0.05 * (x / width) - 0.02 * (y / height);
      const grain = (rnd() + rnd() - 1) * 14;
      const px = (v * 0.93 + 10) * light + grain;
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(px)));
    }
  }
  return { data: out, width, height };
}

export async function degradeToImage(
  screenshot: Buffer,
  s: ScanSettings,
  output: 'png' | 'jpeg',
): Promise<Buffer> {
  const { data, width, height } = await degradeRaw(screenshot, s);
  const img = sharp(data, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .withDensity(s.dpi);
  return output === 'png'
    ? img.png({ compressionLevel: 9 }).toBuffer()
    : img.jpeg({ quality: 70, mozjpeg: false }).toBuffer();
}

/** HTML page holding only the scan image, printed to PDF with zero margins → image-only PDF. */
export function imagePageHtml(jpeg: Buffer): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Scan</title><style>
  @page{size:A4;margin:0}
  html,body{margin:0;padding:0;background:#fff}
  img{display:block;width:210mm;height:296mm;object-fit:contain}
  </style></head><body><img src="data:image/jpeg;base64,${jpeg.toString('base64')}"></body></html>`;
}
