/** Turns a clean page screenshot into a legible "scan": greyscale, slight blur and rotation, noise. */
import sharp from 'sharp';
import type { ScanOptions } from './types.js';

/** Deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sparse grey speckles on a transparent layer. */
async function noise(width: number, height: number, seed: number): Promise<Buffer> {
  const rnd = prng(seed);
  const px = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    if (rnd() < 0.004) {
      const v = Math.floor(90 + rnd() * 100);
      px[i * 4] = v;
      px[i * 4 + 1] = v;
      px[i * 4 + 2] = v;
      px[i * 4 + 3] = Math.floor(60 + rnd() * 120);
    }
  }
  return sharp(px, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** Returns a JPEG (or PNG) buffer of the degraded page. */
export async function degrade(png: Buffer, opts: ScanOptions, as: 'jpeg' | 'png'): Promise<Buffer> {
  const meta = await sharp(png).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const speckles = await noise(width, height, opts.seed);
  // sharp runs composite last within one pipeline, so each stage is its own pipeline.
  const noisy = await sharp(png)
    .flatten({ background: '#ffffff' })
    .composite([{ input: speckles }])
    .toBuffer();
  const base = await sharp(noisy)
    .greyscale()
    .linear(0.92, 10)
    .blur(opts.blur)
    .rotate(opts.rotate, { background: '#f4f4f2' })
    .toBuffer();
  // Rotation grows the canvas; crop back to the page size around the centre.
  const rotated = await sharp(base).metadata();
  const left = Math.max(0, Math.floor(((rotated.width ?? width) - width) / 2));
  const top = Math.max(0, Math.floor(((rotated.height ?? height) - height) / 2));
  const page = sharp(base).extract({ left, top, width, height }).toColourspace('b-w');
  return as === 'jpeg' ? page.jpeg({ quality: opts.quality }).toBuffer() : page.png().toBuffer();
}
