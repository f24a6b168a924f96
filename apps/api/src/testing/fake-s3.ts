import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake saw it. */
export interface FakeS3Request {
  method: string;
  /** The decoded path, `/<bucket>/<key>` (path style). */
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** Every header, to check what was (and was not) sent. */
  headers: IncomingMessage['headers'];
}

export interface FakeS3 {
  /** The endpoint to configure (path style). */
  url: string;
  requests: FakeS3Request[];
  /** Stored objects by `<bucket>/<key>`. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string, resource: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>${randomUUID()}</RequestId></Error>`;

function sendError(res: ServerResponse, status: number, code: string, message: string, resource: string) {
  const body = xmlError(code, message, resource);
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small S3 server for tests: PUT, GET, HEAD and DELETE of path-style `/<bucket>/<key>`, objects in memory,
 * S3's XML `NoSuchKey` error for a missing key. It checks no signature, but records every request (with its
 * `authorization` header) so tests can. `hang: true` reads requests and never answers them.
 */
export async function startFakeS3(options: { hang?: boolean } = {}): Promise<FakeS3> {
  const requests: FakeS3Request[] = [];
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const path = decodeURIComponent(url.pathname);
    requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      headers: req.headers,
    });
    if (options.hang) return;
    const objectKey = path.slice(1);
    if (!/^[^/]+\/.+/.test(objectKey)) {
      sendError(res, 501, 'NotImplemented', 'Only object requests are implemented.', path);
      return;
    }
    const stored = objects.get(objectKey);
    switch (req.method) {
      case 'PUT': {
        const body = await readBody(req);
        objects.set(objectKey, {
          body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        });
        res.writeHead(200, {
          etag: `"${createHash('md5').update(body).digest('hex')}"`,
          'content-length': 0,
        });
        res.end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        if (!stored) {
          sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', path);
          return;
        }
        res.writeHead(200, {
          'content-type': stored.contentType,
          'content-length': stored.body.length,
          etag: `"${createHash('md5').update(stored.body).digest('hex')}"`,
          'last-modified': new Date().toUTCString(),
        });
        res.end(req.method === 'HEAD' ? undefined : stored.body);
        return;
      }
      case 'DELETE': {
        objects.delete(objectKey);
        res.writeHead(204);
        res.end();
        return;
      }
      default:
        sendError(res, 405, 'MethodNotAllowed', 'The method is not allowed.', path);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
