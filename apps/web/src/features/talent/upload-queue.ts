import { type TalentFile, talentProblemCodes } from '@talvio/contracts/talent';
import { notifyManager } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { errorMessage, problemCodeOf } from '../../lib/form-errors.ts';

/**
 * A file this page sends: waiting its turn, being sent, refused on the way, or sent (accepted by the server, kept
 * until an answer about the batch shows it).
 */
export interface Upload {
  key: string;
  batchId: number;
  file: File;
  status: 'waiting' | 'sending' | 'failed' | 'sent';
  /** Why it was not sent (status `failed`). */
  error: string | null;
  /** The batch had no room left for it (`talent_batch_full`). */
  batchFull: boolean;
  /** The server's file (status `sent`). */
  accepted: TalentFile | null;
}

export type SendFile = (
  batchId: number,
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<TalentFile>;

// The names of files not sent yet, per batch, kept in localStorage: the File objects die with the page, so after a
// reload the page can only name them.

const storageKey = (batchId: number) => `talvio_talent_unsent_${batchId}`;

export function readUnsent(batchId: number): string[] {
  try {
    const names: unknown = JSON.parse(localStorage.getItem(storageKey(batchId)) ?? '[]');
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

export function writeUnsent(batchId: number, names: readonly string[]) {
  try {
    if (names.length) localStorage.setItem(storageKey(batchId), JSON.stringify([...new Set(names)]));
    else localStorage.removeItem(storageKey(batchId));
  } catch {
    // Storage full or blocked: only the notice after a reload is lost.
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The files this page sends, `concurrency` at a time, outside React: the list re-renders when a file changes
 * status, and only a file's own progress bar when its progress moves (`useUploadProgress`).
 */
export class UploadQueue {
  #items: Upload[] = [];
  #listeners = new Set<() => void>();
  #progress = new Map<string, number>();
  #progressListeners = new Map<string, Set<() => void>>();
  #controllers = new Map<string, AbortController>();
  #counter = 0;

  constructor(
    private readonly send: SendFile,
    private readonly concurrency = 3,
  ) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getItems = () => this.#items;

  subscribeProgress = (key: string, listener: () => void) => {
    const listeners = this.#progressListeners.get(key) ?? new Set();
    listeners.add(listener);
    this.#progressListeners.set(key, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#progressListeners.delete(key);
    };
  };

  /** How much of a file has been sent, 0 to 1. */
  progressOf = (key: string) => this.#progress.get(key) ?? 0;

  add(batchId: number, files: readonly File[]) {
    if (files.length === 0) return;
    const added: Upload[] = files.map((file) => {
      this.#counter += 1;
      return {
        key: `u${this.#counter}`,
        batchId,
        file,
        status: 'waiting',
        error: null,
        batchFull: false,
        accepted: null,
      };
    });
    writeUnsent(batchId, [...readUnsent(batchId), ...files.map((f) => f.name)]);
    this.#setItems([...this.#items, ...added]);
    this.#pump();
  }

  /** Sends refused files again, to `batchId` when given (the files that did not fit into a full batch). */
  retry(keys: readonly string[], batchId?: number) {
    const chosen = new Set(keys);
    const moved = this.#items.filter((i) => chosen.has(i.key) && i.status === 'failed');
    if (batchId !== undefined) {
      for (const item of moved) this.#forget(item);
      writeUnsent(batchId, [...readUnsent(batchId), ...moved.map((i) => i.file.name)]);
    }
    this.#setItems(
      this.#items.map((i) =>
        chosen.has(i.key) && i.status === 'failed'
          ? { ...i, batchId: batchId ?? i.batchId, status: 'waiting', error: null, batchFull: false }
          : i,
      ),
    );
    this.#pump();
  }

  /** Sent files of the batch that an answer has now shown (`seen`, by id) leave the queue. */
  settle(batchId: number, seen: ReadonlySet<number>) {
    const shown = (i: Upload) => i.batchId === batchId && i.accepted !== null && seen.has(i.accepted.id);
    if (this.#items.some(shown)) this.#setItems(this.#items.filter((i) => !shown(i)));
  }

  /** Stops sending to a batch the page has left; its files stay named in storage as not sent. */
  drop(batchId: number) {
    const leaving = this.#items.filter((i) => i.batchId === batchId);
    if (leaving.length === 0) return;
    for (const item of leaving) this.#controllers.get(item.key)?.abort();
    this.#setItems(this.#items.filter((i) => i.batchId !== batchId));
    this.#pump();
  }

  /** Stops every transfer (the page is going away); the files stay named in storage as not sent. */
  stop() {
    for (const controller of this.#controllers.values()) controller.abort();
  }

  #setItems(items: Upload[]) {
    this.#items = items;
    notifyManager.schedule(() => {
      for (const listener of this.#listeners) listener();
    });
  }

  #update(key: string, change: Partial<Upload>) {
    this.#setItems(this.#items.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }

  #setProgress(key: string, fraction: number) {
    this.#progress.set(key, fraction);
    for (const listener of this.#progressListeners.get(key) ?? []) listener();
  }

  /** The file's name leaves the batch's not-sent list, unless another file of that name is still to be sent. */
  #forget(upload: Upload) {
    const name = upload.file.name;
    const another = this.#items.some(
      (i) =>
        i.key !== upload.key && i.batchId === upload.batchId && i.status !== 'sent' && i.file.name === name,
    );
    if (!another)
      writeUnsent(
        upload.batchId,
        readUnsent(upload.batchId).filter((n) => n !== name),
      );
  }

  #pump() {
    let sending = this.#items.filter((i) => i.status === 'sending').length;
    for (const item of this.#items) {
      if (sending >= this.concurrency) return;
      if (item.status !== 'waiting') continue;
      sending += 1;
      this.#start(item);
    }
  }

  #start(upload: Upload) {
    const { key } = upload;
    const controller = new AbortController();
    this.#controllers.set(key, controller);
    this.#update(key, { status: 'sending' });
    this.send(upload.batchId, upload.file, {
      signal: controller.signal,
      onProgress: (fraction) => this.#setProgress(key, fraction),
    })
      .then(
        (file) => {
          this.#forget(upload);
          this.#update(key, { status: 'sent', accepted: file });
        },
        (error: unknown) => {
          if (isAbort(error)) return;
          const message = errorMessage(error);
          if (problemCodeOf(error) === talentProblemCodes.batchFull) {
            // Nothing more fits: this file and those waiting for the same batch are refused at once.
            this.#setItems(
              this.#items.map((i) =>
                i.key === key || (i.batchId === upload.batchId && i.status === 'waiting')
                  ? { ...i, status: 'failed', error: message, batchFull: true }
                  : i,
              ),
            );
          } else {
            this.#update(key, { status: 'failed', error: message });
          }
        },
      )
      .finally(() => {
        this.#controllers.delete(key);
        this.#progress.delete(key);
        if (!controller.signal.aborted) this.#pump();
      });
  }
}

/** The queue's files, re-rendering when one changes status (not on progress). */
export function useUploads(queue: UploadQueue): Upload[] {
  return useSyncExternalStore(queue.subscribe, queue.getItems);
}

/** One file's progress, 0 to 1: only the component that shows it re-renders as it moves. */
export function useUploadProgress(queue: UploadQueue, key: string): number {
  const subscribe = useCallback(
    (listener: () => void) => queue.subscribeProgress(key, listener),
    [queue, key],
  );
  return useSyncExternalStore(subscribe, () => queue.progressOf(key));
}
