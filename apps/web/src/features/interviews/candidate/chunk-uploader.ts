import { ApiError } from '../../../lib/api-client.ts';

/**
 * Sends a recording to the server while it is being made (docs/product/interviews.md, **answers are kept**): every
 * chunk the recorder produces (about one a second) is PUT at once, one at a time and in order, retried with
 * back-off when the network or the server fails. A reload resumes after the chunks the server already holds.
 */

/** The server's answer to a chunk: the indexes it holds for this answer and their size. */
export interface ChunkReceipt {
  received_chunks: number[];
  bytes: number;
}

export type UploadState = 'idle' | 'uploading' | 'retrying' | 'failed';

export interface UploadStatus {
  state: UploadState;
  /** Chunks of this answer the server holds (including those of an earlier visit). */
  sent: number;
  /** Chunks waiting to be sent. */
  waiting: number;
  /** Why the last attempt failed (while retrying or failed). */
  error: Error | null;
}

export interface ChunkUploaderOptions {
  put: (index: number, chunk: Blob) => Promise<ChunkReceipt>;
  /** The chunk indexes the server already holds for this answer (`received_chunks`). */
  received?: readonly number[];
  /** Pauses between attempts of one chunk; when they are used up the upload stops as failed until `retry()`. */
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  onChange?: (status: UploadStatus) => void;
}

export const defaultDelaysMs = [500, 1_000, 2_000, 4_000, 8_000, 15_000] as const;

/**
 * How many chunks from index 0 on the server holds without a gap: the recording is chunks 0..n-1, so numbering
 * continues here (a chunk after a gap is overwritten: the server keeps one chunk per index).
 */
export function contiguousChunks(received: readonly number[]): number {
  const held = new Set(received);
  let n = 0;
  while (held.has(n)) n += 1;
  return n;
}

/** A failure that sending again cannot fix (the question moved on, the recording is too large, …). */
export function isPermanentFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ChunkUploader {
  readonly #put: ChunkUploaderOptions['put'];
  readonly #delays: readonly number[];
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #onChange?: (status: UploadStatus) => void;
  readonly #queue: { index: number; chunk: Blob }[] = [];
  #next: number;
  #sent: number;
  #running: Promise<void> | null = null;
  #state: UploadState = 'idle';
  #error: Error | null = null;

  constructor(options: ChunkUploaderOptions) {
    this.#put = options.put;
    this.#delays = options.delaysMs ?? defaultDelaysMs;
    this.#sleep = options.sleep ?? wait;
    this.#onChange = options.onChange;
    this.#next = contiguousChunks(options.received ?? []);
    this.#sent = this.#next;
  }

  /** The number of chunks the answer has (0..n-1): what the answer reports as `recording_chunks`. */
  get chunkCount(): number {
    return this.#next;
  }

  get status(): UploadStatus {
    return { state: this.#state, sent: this.#sent, waiting: this.#queue.length, error: this.#error };
  }

  /** Queues the next chunk and starts sending it (empty chunks are skipped). */
  add(chunk: Blob): void {
    if (chunk.size === 0) return;
    this.#queue.push({ index: this.#next, chunk });
    this.#next += 1;
    this.#emit();
    // A new chunk after a network failure is a fresh chance: the connection may be back.
    if (this.#state === 'failed' && !isPermanentFailure(this.#error)) this.retry();
    else if (this.#state !== 'failed') void this.#pump();
  }

  /** Starts again after a failure. */
  retry(): void {
    if (this.#state !== 'failed') return;
    this.#error = null;
    this.#state = 'idle';
    void this.#pump();
  }

  /**
   * Resolves once every queued chunk has arrived; rejects with the reason when the upload failed. After a failure
   * it tries again first, so "Retry" on the page is just another flush.
   */
  async flush(): Promise<void> {
    this.retry();
    if (this.#running) await this.#running;
    if (this.#state === 'failed') throw this.#error ?? new Error('The recording could not be uploaded.');
  }

  #emit() {
    this.#onChange?.(this.status);
  }

  #pump(): Promise<void> {
    this.#running ??= this.#drain().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const head = this.#queue[0]!;
      this.#state = 'uploading';
      this.#emit();
      let attempt = 0;
      for (;;) {
        try {
          await this.#put(head.index, head.chunk);
          break;
        } catch (err) {
          const error = err instanceof Error ? err : new Error(String(err));
          this.#error = error;
          if (isPermanentFailure(err) || attempt >= this.#delays.length) {
            this.#state = 'failed';
            this.#emit();
            return;
          }
          this.#state = 'retrying';
          this.#emit();
          await this.#sleep(this.#delays[attempt]!);
          attempt += 1;
        }
      }
      this.#queue.shift();
      this.#sent = Math.max(this.#sent, head.index + 1);
      this.#error = null;
      this.#emit();
    }
    this.#state = 'idle';
    this.#emit();
  }
}
