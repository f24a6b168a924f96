import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newAdmin, newMember, type StaffSession } from '../../testing/staff-client.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const twoMb = 2 * 1024 * 1024;

function image(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 59, g: 58, b: 158 } },
  });
}

function upload(session: StaffSession, data: Buffer, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  return session.api('/api/company/profile-image', { method: 'POST', body: form });
}

async function logoOf(session: StaffSession) {
  const me = (await (await session.api('/api/users/current')).json()) as { organisation_logo: string | null };
  return me.organisation_logo;
}

async function expectWebpLogo(res: Response, maxSide: number) {
  expect(res.status).toBe(200);
  const { logo_url } = (await res.json()) as { logo_url: string };
  expect(logo_url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.webp$/);
  const file = await fetch(`${t.url}${logo_url}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/webp');
  expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  expect(file.headers.get('cache-control')).toContain('immutable');
  const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
  expect(meta.format).toBe('webp');
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(maxSide);
  return { logo_url, meta };
}

async function expectProblem(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  const problem = (await res.json()) as { field?: string; detail: string };
  expect(problem.field).toBe('file');
  return problem;
}

describe('POST /company/profile-image (multipart, field file)', () => {
  it('organisation logo: accepts a PNG, re-encodes it to WebP at most 512 px and sets the organisation logo', async () => {
    const admin = await newAdmin(t.url, { onboarded: true });
    const png = await image(1200, 600).png().toBuffer();
    const { logo_url, meta } = await expectWebpLogo(await upload(admin, png, 'logo.png', 'image/png'), 512);
    expect(meta).toMatchObject({ width: 512, height: 256 });
    expect(await logoOf(admin)).toBe(logo_url);
    const org = (await (await admin.api('/api/organisation/current')).json()) as { logo_url: string };
    expect(org.logo_url).toBe(logo_url);
  });

  it('accepts JPEG (without enlarging it, metadata dropped) and WebP', async () => {
    const admin = await newAdmin(t.url);
    const jpeg = await image(300, 200)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret location' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const fromJpeg = await expectWebpLogo(await upload(admin, jpeg, 'logo.jpeg', 'image/jpeg'), 300);
    expect(fromJpeg.meta.exif).toBeUndefined();
    const webp = await image(640, 640).webp().toBuffer();
    await expectWebpLogo(await upload(admin, webp, 'logo.webp', 'image/webp'), 512);
  });

  it('judges the content, not the name: a PNG named .jpg and sent as image/jpeg is accepted', async () => {
    const admin = await newAdmin(t.url);
    const png = await image(100, 100).png().toBuffer();
    await expectWebpLogo(await upload(admin, png, 'photo.jpg', 'image/jpeg'), 100);
  });

  it('refuses SVG (415), even when declared as PNG, and nothing changes', async () => {
    const admin = await newAdmin(t.url);
    const png = await image(64, 64).png().toBuffer();
    const first = await expectWebpLogo(await upload(admin, png, 'logo.png', 'image/png'), 64);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const problem = await expectProblem(await upload(admin, svg, 'logo.svg', 'image/svg+xml'), 415);
    expect(problem.detail).toMatch(/PNG, JPEG or WebP/);
    await expectProblem(await upload(admin, svg, 'logo.png', 'image/png'), 415);
    expect(await logoOf(admin)).toBe(first.logo_url);
  });

  it('refuses a text file sent with content-type image/png (415)', async () => {
    const admin = await newAdmin(t.url);
    const text = Buffer.from('this is not an image, only text pretending to be one\n'.repeat(20));
    await expectProblem(await upload(admin, text, 'logo.png', 'image/png'), 415);
    expect(await logoOf(admin)).toBeNull();
  });

  it('refuses a damaged image and a decompression bomb (415)', async () => {
    const admin = await newAdmin(t.url);
    const png = await image(200, 200).png().toBuffer();
    await expectProblem(await upload(admin, png.subarray(0, 60), 'cut.png', 'image/png'), 415);
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(twoMb);
    await expectProblem(await upload(admin, bomb, 'bomb.png', 'image/png'), 415);
    expect(await logoOf(admin)).toBeNull();
  });

  it('accepts exactly 2 MB and refuses 2 MB + 1 byte (413)', async () => {
    const admin = await newAdmin(t.url);
    const png = await image(50, 50).png().toBuffer();
    // Trailing bytes after the PNG's end are ignored by decoders; they only make the file larger.
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    await expectWebpLogo(await upload(admin, padded(twoMb), 'big.png', 'image/png'), 50);
    const before = await logoOf(admin);
    const problem = await expectProblem(await upload(admin, padded(twoMb + 1), 'big.png', 'image/png'), 413);
    expect(problem.detail).toMatch(/2 MB/);
    expect(await logoOf(admin)).toBe(before);
  });

  it('a new logo replaces the previous file, which is no longer served', async () => {
    const admin = await newAdmin(t.url);
    const first = await expectWebpLogo(
      await upload(admin, await image(80, 80).png().toBuffer(), 'a.png', 'image/png'),
      80,
    );
    const second = await expectWebpLogo(
      await upload(admin, await image(90, 90).png().toBuffer(), 'b.png', 'image/png'),
      90,
    );
    expect(second.logo_url).not.toBe(first.logo_url);
    expect((await fetch(`${t.url}${first.logo_url}`)).status).toBe(404);
    expect(await logoOf(admin)).toBe(second.logo_url);
  });

  it('refuses a request that is not multipart (415) or has no `file` field (400)', async () => {
    const admin = await newAdmin(t.url);
    const json = await admin.api('/api/company/profile-image', { method: 'POST', json: { file: 'x' } });
    await expectProblem(json, 415);
    const png = await image(20, 20).png().toBuffer();
    await expectProblem(await upload(admin, png, 'logo.png', 'image/png', 'logo'), 400);
    expect(await logoOf(admin)).toBeNull();
  });

  it('only admins may change the logo (member 403, anonymous 401)', async () => {
    const admin = await newAdmin(t.url);
    const member = await newMember(t.url, admin);
    const png = await image(20, 20).png().toBuffer();
    expect((await upload(member, png, 'logo.png', 'image/png')).status).toBe(403);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const anonymous = await fetch(`${t.url}/api/company/profile-image`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
    expect(await logoOf(admin)).toBeNull();
  });
});

describe('GET /files/{name}', () => {
  it('serves only current logos; unknown or malformed names answer 404/400 without touching the disk', async () => {
    expect((await fetch(`${t.url}/api/files/${'a'.repeat(32)}.webp`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
    expect((await fetch(`${t.url}/api/files/${'a'.repeat(32)}.svg`)).status).toBe(404);
  });
});
