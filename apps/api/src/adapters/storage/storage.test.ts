import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage, isStoredName, newStoredName } from './storage.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempStorage() {
  const root = join(await mkdtemp(join(tmpdir(), 'talvio-storage-')), 'files');
  dirs.push(root);
  return { root, storage: createLocalStorage(root) };
}

describe('local file storage', () => {
  it('generates unguessable names it accepts, and refuses any other name', () => {
    const name = newStoredName('webp');
    expect(name).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(newStoredName('webp')).not.toBe(name);
    expect(isStoredName(name)).toBe(true);
    for (const bad of [
      '../../etc/passwd',
      `${'a'.repeat(32)}/x.webp`,
      'short.webp',
      `${'a'.repeat(32)}`,
      '.hidden.webp',
    ]) {
      expect(isStoredName(bad), bad).toBe(false);
    }
  });

  it('stores, reads and removes a file; unknown names read as null', async () => {
    const { root, storage } = await tempStorage();
    const name = newStoredName('webp');
    await storage.put(name, Buffer.from('hello'));
    expect((await storage.get(name))?.toString()).toBe('hello');
    expect(await readdir(root)).toEqual([name]);
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });

  it('refuses to write or remove a name it did not generate', async () => {
    const { storage } = await tempStorage();
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/did not generate/);
    await expect(storage.remove('../escape.webp')).rejects.toThrow(/did not generate/);
  });
});
