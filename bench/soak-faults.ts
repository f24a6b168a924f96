/**
 * What the soak puts between the API and the outside world: a TCP relay to PostgreSQL that can cut every
 * connection (a database restart as the API sees it, without touching the shared server), a real restart of
 * the local cluster for `--restart-postgres`, and an SMTP sink that accepts every e-mail the API sends.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface DatabaseRelay {
  port: number;
  /** Closes the listener (new connections are refused) and destroys every open connection. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startRelay(target: { host: string; port: number }): Promise<DatabaseRelay> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server?.listening) return resolve();
      const next = createServer((client) => {
        const upstream = connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
      server = next;
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (!closing?.listening) return resolve();
      closing.close(() => resolve());
    });
  await listen();
  return { port, cut, restore: listen, close: cut };
}

/** The newest local cluster `pg_ctlcluster` can restart, when the command exists (Debian's postgresql-common). */
export function findLocalCluster(): { version: string; name: string } | null {
  const tool = '/usr/bin/pg_ctlcluster';
  if (!existsSync(tool) || !existsSync('/etc/postgresql')) return null;
  const versions = readdirSync('/etc/postgresql')
    .filter((v) => existsSync(`/etc/postgresql/${v}/main`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? { version: versions[0], name: 'main' } : null;
}

/** `pg_ctlcluster` stop (fast: connections are terminated) or start of a local cluster. */
export function controlCluster(cluster: { version: string; name: string }, action: 'stop' | 'start'): void {
  execFileSync(
    'pg_ctlcluster',
    [
      '--skip-systemctl-redirect',
      cluster.version,
      cluster.name,
      action,
      ...(action === 'stop' ? ['-m', 'fast'] : []),
    ],
    { stdio: 'pipe' },
  );
}

export interface SmtpSink {
  url: string;
  /** Messages received, oldest first: recipients and the decoded message text. */
  messages: { to: string[]; text: string }[];
  close(): Promise<void>;
}

/** Quoted-printable soft line breaks and escapes, as nodemailer writes text bodies. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A minimal SMTP server (no TLS, no auth): enough for nodemailer to deliver, and for the soak to read links. */
export async function startSmtpSink(onMessage?: (to: string[], text: string) => void): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 soak-sink ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const text = decodeQuotedPrintable(data.join('\r\n'));
            messages.push({ to, text });
            onMessage?.(to, text);
            reply('250 OK: queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 soak-sink');
        else if (command === 'MAIL') {
          to = [];
          reply('250 OK');
        } else if (command === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
