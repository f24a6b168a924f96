/** Child Node servers for the bench: started with tsx as a loader, so the child's pid is the server itself. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const sleepMs = sleep;

export { freePort } from '../apps/api/src/testing/free-port.ts';

export interface ChildServer {
  url: string;
  pid: number;
  /** The last lines the child printed (for error messages). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

export interface StartOptions {
  root: string;
  /** Script path relative to root. */
  script: string;
  port: number;
  env: Record<string, string>;
  /** Path polled until it answers 200. */
  readyPath: string;
  timeoutMs?: number;
  /** Extra arguments for node itself (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
  /** Everything the child prints, as it arrives. */
  onOutput?: (chunk: string) => void;
}

function keepTail(child: ChildProcess, maxChars = 8000): () => string {
  let tail = '';
  const append = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-maxChars);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => tail;
}

async function isReady(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startNodeServer(options: StartOptions): Promise<ChildServer> {
  const { root, script, port, env, readyPath, timeoutMs = 120_000, nodeArgs = [] } = options;
  // A minimal environment: the parent's PATH and HOME only, so no stray DATABASE_URL, SMTP_URL… leaks in.
  const childEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) };
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepTail(child);
  if (options.onOutput) {
    const forward = options.onOutput;
    child.stdout?.on('data', (chunk: Buffer) => forward(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => forward(chunk.toString()));
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 15_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await isReady(`${url}${readyPath}`))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${script} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} was not ready within ${timeoutMs / 1000} s:\n${output()}`);
    }
    await sleep(200);
  }
  if (child.pid === undefined) throw new Error(`${script} has no pid.`);
  return { url, pid: child.pid, output, exited, kill: (signal) => child.kill(signal), stop };
}

/** Resident set size of a process in bytes, from /proc/<pid>/status (VmRSS). */
export function readRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`No VmRSS for process ${pid}.`);
  return Number(match[1]) * 1024;
}

/** The command line of a process, to check that the pid measured is the server and not a wrapper. */
export function readCommandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
}

/** Samples a process's RSS at a fixed interval until stopped; returns the peak. */
export function sampleRssPeak(pid: number, intervalMs: number): { stop(): number } {
  let peak = readRssBytes(pid);
  let failure: unknown;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, readRssBytes(pid));
    } catch (err) {
      failure ??= err;
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      if (failure) throw failure;
      return Math.max(peak, readRssBytes(pid));
    },
  };
}
