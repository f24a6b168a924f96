import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake server received. */
export interface ReceivedRequest {
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Route = (body: Buffer, res: ServerResponse) => void;

export interface FakeOpenAi {
  /** The base URL to give the OpenAI client (`…/v1`). */
  baseURL: string;
  /** Every request, oldest first; `clear()` empties it. */
  received: ReceivedRequest[];
  clear(): void;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A chat completion whose one choice says `content` (null: no content). */
export function completion(content: string | null, extra: Record<string, unknown> = {}) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'fake-model',
    choices: [
      { index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null }, ...extra },
    ],
  };
}

/**
 * An OpenAI-compatible endpoint on a free local port, for tests: each POST path under /v1 goes to its route (read
 * when the request arrives, so a test may swap it); anything else is 404.
 */
export async function startFakeOpenAi(routes: () => Record<string, Route>): Promise<FakeOpenAi> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ url: req.url ?? '', headers: req.headers, body });
      const route = req.method === 'POST' ? routes()[req.url ?? ''] : undefined;
      if (!route) return sendJson(res, 404, {});
      route(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    clear: () => {
      received.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
