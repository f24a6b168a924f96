import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { Problem } from '@talvio/contracts/common';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { isStoredName } from './adapters/storage/storage.ts';
import { candidate, interviewToken, invite, openJob, subscribe } from './testing/interview-fixtures.ts';
import { newAdmin, type StaffSession, uniqueEmail } from './testing/staff-client.ts';
import { useTestApp } from './testing/test-app.ts';

/**
 * Hostile files sent to every upload route: the candidate's résumé (multipart `file`), the chunks of an answer's
 * recording (raw bytes, the first one judged by its signature) and the organisation's logo (multipart `file`).
 */

// Each upload comes from its own address, so the résumé route's per-address limit never answers instead.
const t = useTestApp({ overrides: { trustedProxies: ['127.0.0.1'] } });
let admin: StaffSession;
let token: string;
let questionId: string;
let clientNumber = 0;

beforeAll(async () => {
  admin = await newAdmin(t.url, { onboarded: true });
  await subscribe(t.url, admin, 'starter');
  const job = await openJob(admin);
  const email = uniqueEmail('upload');
  const invited = await invite(admin, job.id, [{ name: 'Uma Upload', email }]);
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${await invited.text()}`);
  token = await interviewToken(t.url, email);
  const started = (await (await candidate(t.url, token).start()).json()) as { current: { id: string } };
  questionId = started.current.id;
});

// ------------------------------------------------------------------------------------------ requests

function nextClient(): string {
  clientNumber += 1;
  return `10.9.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

/** A multipart body written byte by byte, so the file name reaches the server exactly as given (NUL included). */
function multipart(filename: string, type: string, data: Buffer, field = 'file') {
  const boundary = `----talvio${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    'latin1',
  );
  return {
    body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function uploadResume(data: Buffer, filename = 'resume.docx', type = 'application/octet-stream') {
  const form = multipart(filename, type, data);
  return fetch(`${t.url}/api/interview/${token}/resume`, {
    method: 'POST',
    headers: { 'content-type': form.contentType, 'x-forwarded-for': nextClient() },
    body: new Uint8Array(form.body),
  });
}

function uploadLogo(data: Buffer, filename = 'logo.png', type = 'image/png') {
  const form = multipart(filename, type, data);
  return admin.api('/api/company/profile-image', {
    method: 'POST',
    headers: { 'content-type': form.contentType, 'x-forwarded-for': nextClient() },
    body: new Uint8Array(form.body),
  });
}

function sendFirstChunk(data: Buffer) {
  return fetch(`${t.url}/api/interview/${token}/answers/${questionId}/recording/0`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', 'x-forwarded-for': nextClient() },
    body: new Uint8Array(data),
  });
}

async function expectRefused(res: Response, field: string, what: string): Promise<Problem> {
  const text = await res.text();
  expect(res.status, `${what}: ${text}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: ${text}`).toBeLessThan(500);
  expect(res.headers.get('content-type'), what).toMatch(/^application\/problem\+json/);
  const problem = JSON.parse(text) as Problem;
  expect(problem.field, `${what}: ${text}`).toBe(field);
  return problem;
}

/** Every file under the test app's data folder, relative to it. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.config.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(t.config.dataDir, join(entry.parentPath, entry.name)));
}

/** Everything stored is a file the server named, in the storage folder and nowhere else. */
async function expectOnlyServerNamedFiles(): Promise<string[]> {
  const files = await storedFiles();
  for (const file of files) {
    expect(dirname(file), file).toBe('files');
    expect(isStoredName(file.slice('files/'.length)), file).toBe(true);
  }
  // Nothing escaped next to the data folder either.
  const beside = await readdir(dirname(t.config.dataDir));
  expect(beside.filter((name) => /passwd|win\.ini|^etc$/i.test(name))).toEqual([]);
  return files;
}

// ------------------------------------------------------------------------------------------ hostile files

const contentTypesXml = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>',
);

interface ZipEntry {
  name: string;
  /** Deflated bytes (method 8). */
  compressed: Buffer;
  crc: number;
  size: number;
  /** The uncompressed size the headers claim (the real one unless a test lies). */
  claimedSize?: number;
}

const deflated = (name: string, data: Buffer): ZipEntry => ({
  name,
  compressed: deflateRawSync(data),
  crc: crc32(data),
  size: data.length,
});

/**
 * A DOCX-shaped zip bomb: `megabytes` of zeros deflated into about 1 KB per megabyte, written as the same
 * self-contained deflate block repeated (each block is flushed with a full flush, so none refers to another).
 */
function bombEntry(name: string, megabytes: number): ZipEntry {
  const zeros = Buffer.alloc(1024 * 1024);
  const block = deflateRawSync(zeros, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  let crc = 0;
  for (let i = 0; i < megabytes; i += 1) crc = crc32(zeros, crc);
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return {
    name,
    compressed: Buffer.concat([...Array.from({ length: megabytes }, () => block), finalEmptyBlock]),
    crc,
    size: megabytes * 1024 * 1024,
  };
}

/**
 * The fields a file's local header and its central directory header share, from "version needed" on: at 4 in
 * the local header, at 6 in the central one (after "version made by").
 */
function writeFileFields(header: Buffer, at: number, entry: ZipEntry, name: Buffer): void {
  header.writeUInt16LE(20, at); // version needed
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt32LE(entry.crc >>> 0, at + 10);
  header.writeUInt32LE(entry.compressed.length, at + 14);
  header.writeUInt32LE(entry.claimedSize ?? entry.size, at + 18);
  header.writeUInt16LE(name.length, at + 22);
}

function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeFileFields(local, 4, entry, name);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeFileFields(central, 6, entry, name);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const documentXml = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Uma Upload, engineer</w:t></w:r></w:p></w:body></w:document>',
);

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

const scriptPage = '<html><body><script>fetch("/api/users/current")</script></body></html>';

/** The largest resident memory seen while `work` runs, above what it was before. */
async function peakMemoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

const megabyte = 1024 * 1024;

describe('upload attacks', () => {
  it('upload attacks: a zip-bomb DOCX is refused naming file, in bounded time and memory, and nothing is stored', async () => {
    const before = await storedFiles();
    const bombs = {
      'expands to 300 MB': zip([
        deflated('[Content_Types].xml', contentTypesXml),
        bombEntry('word/document.xml', 300),
      ]),
      'claims 1 KB but expands to 300 MB': zip([
        deflated('[Content_Types].xml', contentTypesXml),
        { ...bombEntry('word/document.xml', 300), claimedSize: 1024 },
      ]),
      'claims 4 GB': zip([
        deflated('[Content_Types].xml', contentTypesXml),
        { ...deflated('word/document.xml', documentXml), claimedSize: 0xfffffff0 },
      ]),
    };
    for (const [what, data] of Object.entries(bombs)) {
      expect(data.length, what).toBeLessThan(megabyte);
      const started = performance.now();
      const { result, growth } = await peakMemoryGrowth(() => uploadResume(data, 'resume.docx'));
      await expectRefused(result, 'file', what);
      expect(performance.now() - started, what).toBeLessThan(10_000);
      expect(growth, what).toBeLessThan(150 * megabyte);
    }
    expect(await storedFiles()).toEqual(before);
    // A real DOCX of the same shape is still accepted.
    const docx = zip([
      deflated('[Content_Types].xml', contentTypesXml),
      deflated('word/document.xml', documentXml),
    ]);
    expect((await uploadResume(docx, 'resume.docx')).status).toBe(204);
  });

  it('upload attacks: a PDF with JavaScript (/JS, /OpenAction, spelled with #-escapes too) is refused naming file', async () => {
    const before = await storedFiles();
    for (const [what, body] of [
      [
        'OpenAction with /JS',
        '1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj',
      ],
      [
        'OpenAction to a script object',
        '1 0 obj << /OpenAction 2 0 R >> endobj 2 0 obj << /S /JavaScript /JS 3 0 R >> endobj',
      ],
      ['additional actions', '1 0 obj << /AA << /O << /S /JavaScript /JS (x) >> >> >> endobj'],
      ['#-escaped /JS', '1 0 obj << /OpenAction << /S /Java#53cript /J#53 (app.alert(1)) >> >> endobj'],
      ['#-escaped /Launch', '1 0 obj << /OpenAction << /S /#4caunch /F (cmd.exe) >> >> endobj'],
    ] as const) {
      await expectRefused(await uploadResume(pdf(body), 'cv.pdf', 'application/pdf'), 'file', what);
    }
    expect(await storedFiles()).toEqual(before);
    const plain = pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj');
    expect((await uploadResume(plain, 'cv.pdf', 'application/pdf')).status).toBe(204);
  });

  it('upload attacks: a polyglot image (a real PNG or JPEG followed by a web page) is refused, or stored only as a re-encoded image without the page', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3b3a9e' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const before = await storedFiles();
    for (const [what, image] of [
      ['PNG', png],
      ['JPEG', jpeg],
    ] as const) {
      const polyglot = Buffer.concat([image, Buffer.from(scriptPage)]);
      await expectRefused(await uploadResume(polyglot, 'resume.html'), 'file', `${what} résumé`);
      await expectRefused(await sendFirstChunk(polyglot), 'body', `${what} recording`);
    }
    expect(await storedFiles()).toEqual(before);

    for (const [what, image] of [
      ['PNG', png],
      ['JPEG', jpeg],
    ] as const) {
      const res = await uploadLogo(Buffer.concat([image, Buffer.from(scriptPage)]), 'logo.html', 'text/html');
      if (res.status >= 400) {
        await expectRefused(res, 'file', `${what} logo`);
        continue;
      }
      expect(res.status, what).toBe(200);
      const { logo_url } = (await res.json()) as { logo_url: string };
      const served = await fetch(`${t.url}${logo_url}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).format).toBe('webp');
      expect(bytes.includes('<script')).toBe(false);
    }
    for (const file of await expectOnlyServerNamedFiles()) {
      const bytes = await readFile(join(t.config.dataDir, file));
      expect(bytes.includes('<script'), file).toBe(false);
    }
  });

  it('upload attacks: an SVG with a <script> is refused naming file (or body for a recording), however it begins', async () => {
    const before = await storedFiles();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script><text>Uma Upload senior engineer</text></svg>';
    for (const [what, text] of [
      ['plain SVG', svg],
      ['with an XML prolog', `<?xml version="1.0"?>\n${svg}`],
      ['after a comment', `<!-- Uma Upload, résumé -->\n${svg}`],
      ['after a byte order mark and blank lines', `\uFEFF\n\n  ${svg}`],
    ] as const) {
      const data = Buffer.from(text);
      await expectRefused(await uploadResume(data, 'resume.svg', 'image/svg+xml'), 'file', `${what} résumé`);
      await expectRefused(await uploadLogo(data, 'logo.svg', 'image/svg+xml'), 'file', `${what} logo`);
      await expectRefused(await sendFirstChunk(data), 'body', `${what} recording`);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('upload attacks: path-traversal file names are never used: valid content is stored under a name the server makes, inside the storage folder', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const text = Buffer.from('Uma Upload\nSenior engineer with eight years of TypeScript.');
    for (const name of [
      '../../etc/passwd',
      '..\\..\\win.ini',
      '/etc/passwd',
      '..%2f..%2fetc%2fpasswd',
      'resume\u0000.txt',
      `${'a'.repeat(5000)}.txt`,
    ]) {
      for (const [what, res] of [
        ['résumé', await uploadResume(text, name, 'text/plain')],
        ['logo', await uploadLogo(png, name, 'image/png')],
      ] as const) {
        const label = `${what} named ${JSON.stringify(name.slice(0, 40))}`;
        if (res.status >= 400) await expectRefused(res, 'file', label);
        else expect(res.status, label).toBeLessThan(300);
      }
    }
    const files = await expectOnlyServerNamedFiles();
    expect(files.some((file) => file.endsWith('.txt'))).toBe(true);
    expect(files.some((file) => file.endsWith('.webp'))).toBe(true);
  });
});
