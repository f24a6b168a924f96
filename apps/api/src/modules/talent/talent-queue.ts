import { availableParallelism } from 'node:os';
import type { ParsedResume } from '@talvio/ai/resume-parser';
import { Piscina } from 'piscina';
import type { AppContext } from '../../context.ts';
import { profileFromResume } from './candidate-profile.ts';
import { claimFiles, findOrganisationCountry, type TalentFileRow } from './talent.repository.ts';
import type { ReadOptions, ReadResult } from './talent-file-reader.ts';
import { applyReadResult, fail, LeaseLost } from './talent-intake.ts';

/**
 * The background reading of uploaded files (docs/decisions/0014-talent-intake-queue.md): the talent_files rows are
 * the queue. Each process leases a few due files at a time and reads them in worker threads capped in time and
 * memory; a lease that runs out (the process stopped) puts its file back in the queue, so a restart loses nothing.
 */

export interface TalentQueueOptions {
  /** Worker threads reading files at once. */
  threads: number;
  /** How long one file may take to read. */
  fileTimeoutMs: number;
  /** A worker's heap limit. */
  memoryMb: number;
  /** How often the queue is checked for files other processes added (an upload here wakes it at once). */
  pollMs: number;
  /** Which résumés the AI engine structures after the local parser (the openai engine only). */
  structuring: 'low_confidence' | 'all' | 'off';
}

export const defaultTalentQueueOptions: TalentQueueOptions = {
  threads: Math.max(1, availableParallelism()),
  fileTimeoutMs: 60_000,
  memoryMb: 512,
  pollMs: 2_000,
  structuring: 'low_confidence',
};

/** A file that crashed its worker this many times is given up (it would take the queue down with it). */
const maxAttempts = 3;

export interface TalentQueue {
  /** Looks for due files now (after an upload). */
  wake(): void;
  /** Resolves when no file is being read by this process and none is due. */
  settled(): Promise<void>;
  /** Stops taking files and waits for those being read. */
  stop(): Promise<void>;
}

export function startTalentQueue(
  deps: Pick<AppContext, 'db' | 'storage' | 'log' | 'ai'>,
  options: TalentQueueOptions = defaultTalentQueueOptions,
): TalentQueue {
  const pool = new Piscina<{ bytes: Uint8Array; options: ReadOptions }, ReadResult>({
    filename: new URL('./talent-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
  });
  // A lease outlives the longest read, so a live worker never loses its file.
  const leaseMs = options.fileTimeoutMs * 2 + 30_000;
  const capacity = options.threads * 2;
  const reading = new Set<Promise<void>>();
  let stopped = false;
  let pumping: Promise<void> | null = null;
  let again = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (reading.size > 0 || pumping) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const pump = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        again = false;
        const room = capacity - reading.size;
        if (room <= 0) break;
        const files = await claimFiles(deps.db, room, leaseMs);
        for (const file of files) {
          const task: Promise<void> = read(file)
            .catch((err) => deps.log.error({ err, fileId: file.id }, 'reading an uploaded file failed'))
            .finally(() => {
              reading.delete(task);
              void pump();
            });
          reading.add(task);
        }
        if (files.length === room) again = true;
      } while (again && !stopped);
    })()
      .catch((err) => deps.log.warn({ err }, 'talent queue: claiming files failed'))
      .finally(() => {
        pumping = null;
        settle();
      });
    return pumping;
  };

  const read = async (file: TalentFileRow) => {
    let result: ReadResult;
    const bytes = file.storedName ? await deps.storage.get(file.storedName) : null;
    if (file.attempts > maxAttempts) result = { kind: 'failed', reason: 'too_complex' };
    else if (!bytes) result = { kind: 'failed', reason: 'corrupt' };
    else {
      const country = await findOrganisationCountry(deps.db, file.organisationId);
      const now = new Date().toISOString().slice(0, 7);
      try {
        result = await pool.run(
          {
            bytes: new Uint8Array(bytes),
            options: { fileName: file.fileName, defaultCountry: country, now },
          },
          { signal: AbortSignal.timeout(options.fileTimeoutMs) },
        );
      } catch (err) {
        result = { kind: 'failed', reason: failureOfWorker(err) };
        if (result.reason === 'corrupt')
          deps.log.warn({ err, fileId: file.id }, 'reading an uploaded file failed');
      }
      result = await structured(result, { defaultCountry: country, now, fileId: file.id });
    }
    try {
      const applied = await deps.db.transaction((tx) => applyReadResult(tx, file, result));
      for (const name of applied.discard) await deps.storage.remove(name);
    } catch (err) {
      if (err instanceof LeaseLost) return;
      // A profile that could not be written (a value the database refused): the file fails instead of retrying.
      deps.log.error({ err, fileId: file.id }, 'storing what an uploaded file gave failed');
      const applied = await deps.db.transaction((tx) => fail(tx, file, 'corrupt')).catch(() => null);
      for (const name of applied?.discard ?? []) await deps.storage.remove(name);
    }
  };

  /**
   * **AI structuring**: with the openai engine, a résumé the local parser was unsure of (or every one) is read by
   * the model too, held to its text; when the endpoint fails the local reading stands.
   */
  const structured = async (
    result: ReadResult,
    context: { defaultCountry: string | null; now: string; fileId: number },
  ): Promise<ReadResult> => {
    if (result.kind !== 'resume' || deps.ai.name === 'local' || options.structuring === 'off') return result;
    if (options.structuring === 'low_confidence' && !unsure(result.resume)) return result;
    const answer = await deps.ai.structureResume({
      resume: result.resume,
      defaultCountry: context.defaultCountry,
      now: context.now,
    });
    if (!answer.resume) {
      deps.log.warn({ fileId: context.fileId, reason: answer.failure }, 'structuring a résumé by AI failed');
      return result;
    }
    return { ...result, resume: answer.resume };
  };

  const timer = setInterval(() => void pump(), options.pollMs);
  timer.unref();
  void pump();

  return {
    wake: () => void pump(),
    settled: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        void pump().then(settle);
      }),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await pumping;
      await Promise.allSettled([...reading]);
      await pool.destroy();
    },
  };
}

/** A résumé the local parser was unsure of: a field to check, or no work history at all. */
function unsure(resume: ParsedResume): boolean {
  return profileFromResume(resume).review.length > 0 || resume.experience.length === 0;
}

/** Why a worker gave no answer: out of time, out of memory, or anything else (a damaged file crashed it). */
function failureOfWorker(err: unknown): 'timed_out' | 'too_complex' | 'corrupt' {
  const e = err as { name?: string; code?: string } | null;
  if (e?.name === 'AbortError' || e?.name === 'TimeoutError') return 'timed_out';
  if (e?.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'too_complex';
  return 'corrupt';
}
