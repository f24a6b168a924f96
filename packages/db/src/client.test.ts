import { type AddressInfo, createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DatabaseConnectionError,
  embeddedSharedBuffers,
  isDatabaseUnavailable,
  openDatabase,
  randomPageCost,
} from './client.ts';

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

describe('planner costs', () => {
  it('an index read is costed for SSDs and memory (random_page_cost 1.1) on the embedded database', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(randomPageCost).toBe('1.1');
      const result = await handle.db.execute(sql`show random_page_cost`);
      expect(JSON.stringify(result)).toContain('"random_page_cost":"1.1"');
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe('database outage', () => {
  it('database outage: after one connection attempt timed out, the next fails at once instead of waiting again', async () => {
    // A server that accepts connections and never answers: each attempt waits for the connection timeout.
    const sockets = new Set<Socket>();
    const server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const handle = await openDatabase({
      dataDir: 'unused',
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`,
      connectTimeoutMs: 400,
    });
    const timed = async () => {
      const started = performance.now();
      const error = await handle.db.execute(sql`select 1`).catch((e: unknown) => e);
      return { error, ms: performance.now() - started };
    };
    try {
      const first = await timed();
      const second = await timed();
      const inTransaction = await handle.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .catch((e: unknown) => e);
      expect(isDatabaseUnavailable(first.error)).toBe(true);
      expect(first.ms).toBeGreaterThanOrEqual(350);
      expect(isDatabaseUnavailable(second.error)).toBe(true);
      expect(second.ms).toBeLessThan(100);
      expect(inTransaction).toBeInstanceOf(DatabaseConnectionError);
    } finally {
      await handle.close().catch(() => undefined);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
