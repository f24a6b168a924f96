import { afterEach, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../testing/fake-s3.ts';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import { newStoredName } from './storage.ts';

const accessKeyId = 'AKIATALVIOTEST0001';
const secretAccessKey = 'talvio-test-secret-access-key-0123456789';
const bucket = 'talvio-test';

const servers: FakeS3[] = [];
const clients: { close(): void }[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function s3Storage(options: Partial<S3StorageOptions> & { timeoutMs?: number; hang?: boolean } = {}) {
  const { hang, ...rest } = options;
  const server = await startFakeS3({ hang: hang ?? false });
  servers.push(server);
  const storage = await createS3Storage({
    bucket,
    region: 'eu-central-1',
    endpoint: server.url,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
    prefix: '',
    ...rest,
  });
  clients.push(storage);
  return { server, storage };
}

describe('S3 file storage', () => {
  it('stores and reads back the exact bytes (every byte value), as application/octet-stream', async () => {
    const { server, storage } = await s3Storage();
    const name = newStoredName('pdf');
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await storage.put(name, bytes);
    const read = await storage.get(name);
    expect(read).not.toBeNull();
    expect(Buffer.compare(read ?? Buffer.alloc(0), bytes)).toBe(0);
    expect(server.objects.get(`${bucket}/${name}`)?.body.equals(bytes)).toBe(true);
    const putRequest = server.requests.find((r) => r.method === 'PUT');
    expect(putRequest?.path).toBe(`/${bucket}/${name}`);
    expect(putRequest?.contentType).toBe('application/octet-stream');

    const text = newStoredName('webm');
    await storage.put(text, Buffer.from('hello'));
    expect((await storage.get(text))?.toString()).toBe('hello');
  });

  it('signs every request with AWS Signature Version 4 and the configured access key id, never sending the secret', async () => {
    const { server, storage } = await s3Storage();
    const name = newStoredName('pdf');
    await storage.put(name, Buffer.from('signed'));
    await storage.get(name);
    await storage.remove(name);
    expect(server.requests.map((r) => r.method)).toEqual(['PUT', 'GET', 'DELETE']);
    for (const request of server.requests) {
      expect(request.authorization).toMatch(
        new RegExp(
          `^AWS4-HMAC-SHA256 Credential=${accessKeyId}/\\d{8}/eu-central-1/s3/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`,
        ),
      );
      expect(JSON.stringify(request.headers)).not.toContain(secretAccessKey);
    }
  });

  it('reads a missing name as null; remove then get is null; removing a missing name is fine', async () => {
    const { server, storage } = await s3Storage();
    expect(await storage.get(newStoredName('pdf'))).toBeNull();
    const name = newStoredName('pdf');
    await storage.put(name, Buffer.from('to be removed'));
    await storage.remove(name);
    expect(server.objects.size).toBe(0);
    expect(await storage.get(name)).toBeNull();
    await expect(storage.remove(name)).resolves.toBeUndefined();
    await expect(storage.remove(newStoredName('pdf'))).resolves.toBeUndefined();
  });

  it('refuses names the server did not generate before any request', async () => {
    const { server, storage } = await s3Storage();
    for (const bad of ['../etc/passwd', 'a.pdf', `${'a'.repeat(32)}/x.pdf`, `/${'a'.repeat(32)}.pdf`]) {
      await expect(storage.put(bad, Buffer.from('x')), bad).rejects.toThrow(/did not generate/);
      await expect(storage.remove(bad), bad).rejects.toThrow(/did not generate/);
      expect(await storage.get(bad), bad).toBeNull();
    }
    expect(server.requests).toEqual([]);
  });

  it('puts the configured prefix before every key', async () => {
    const { server, storage } = await s3Storage({ prefix: 'talvio/files/' });
    const name = newStoredName('webp');
    await storage.put(name, Buffer.from('logo'));
    expect([...server.objects.keys()]).toEqual([`${bucket}/talvio/files/${name}`]);
    expect((await storage.get(name))?.toString()).toBe('logo');
    await storage.remove(name);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /${bucket}/talvio/files/${name}`,
      `GET /${bucket}/talvio/files/${name}`,
      `DELETE /${bucket}/talvio/files/${name}`,
    ]);
  });

  it('gives up on a server that never answers within the configured timeout', async () => {
    const { server, storage } = await s3Storage({ hang: true, timeoutMs: 300 });
    const name = newStoredName('pdf');
    for (const call of [
      () => storage.get(name),
      () => storage.put(name, Buffer.from('x')),
      () => storage.remove(name),
    ]) {
      const started = performance.now();
      await expect(call()).rejects.toThrow(/no answer within 300 ms/);
      expect(performance.now() - started).toBeLessThan(3_000);
    }
    expect(server.requests.length).toBeGreaterThanOrEqual(3);
  });
});
