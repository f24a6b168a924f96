import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { embeddedSharedBuffers, openDatabase } from './client.ts';

describe('embedded database', () => {
  it('runs with a 32 MB buffer cache instead of PostgreSQL default 128 MB', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const result = await handle.db.execute(sql`show shared_buffers`);
      expect(embeddedSharedBuffers).toBe('32MB');
      expect(JSON.stringify(result)).toContain('"shared_buffers":"32MB"');
    } finally {
      await handle.close();
    }
  }, 60_000);
});
