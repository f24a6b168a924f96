import { inflatePdfStreamsOnThisThread } from '@talvio/ai/resume-pdf';
import { type ReadOptions, type ReadResult, readTalentFile } from './talent-file-reader.ts';

// This thread reads résumés and nothing else.
inflatePdfStreamsOnThisThread();

/** A worker thread's task (talent-worker.mjs loads this file): one file's bytes in, plain data out. */
export default async function readInWorker(task: {
  bytes: Uint8Array;
  options: ReadOptions;
}): Promise<ReadResult> {
  return readTalentFile(task.bytes, task.options);
}
