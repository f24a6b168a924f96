import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preparedPage } from './resume-ocr.ts';

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
