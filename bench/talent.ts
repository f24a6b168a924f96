/**
 * Talent intake figures: how fast the parser reads résumés on one core (text PDFs, OCR pages), and a batch of 1,000
 * files sent through the upload API of the running server, end to end, with the server's memory meanwhile. The
 * files are the labelled development résumés (packages/ai/eval/resumes/dev: real layouts printed by Chromium, Word,
 * text and scans), generated once into node_modules/.cache.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resumeFileKind } from '@talvio/ai/resume-file-kind';
import { stopOcr } from '@talvio/ai/resume-ocr';
import { parseResume } from '@talvio/ai/resume-parser';
import { inflatePdfStreamsOnThisThread } from '@talvio/ai/resume-pdf';
import type { TalentBatch, TalentBatchDetail } from '@talvio/contracts/talent';
import { generatedResumes } from '../packages/ai/eval/generated-resumes.ts';
import { sampleRssPeak, sleepMs } from './processes.ts';
import type { Figure } from './report.ts';
import type { TalvioServerFixture } from './talvio-server.ts';

const mb = 1024 * 1024;
const options = { defaultCountry: 'GB', now: '2026-11' };

interface Sample {
  name: string;
  bytes: Buffer;
}

async function samples(): Promise<Sample[]> {
  const dir = await generatedResumes('dev');
  return readdirSync(dir)
    .filter((name) => /\.(pdf|docx|txt|png|jpe?g)$/.test(name))
    .sort()
    .map((name) => ({ name, bytes: readFileSync(join(dir, name)) }));
}

/** Files per second and pages per second of reading `files` one after another on this thread, `rounds` times. */
async function rate(files: Sample[], rounds: number) {
  let pages = 0;
  let count = 0;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const file of files) {
      const kind = resumeFileKind(file.bytes);
      if (!kind) continue;
      pages += (await parseResume(file.bytes, kind, options)).pages;
      count += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { filesPerSecond: count / seconds, pagesPerSecond: pages / seconds, pagesPerFile: pages / count };
}

/** The samples by what reading them takes: PDFs with a text layer, scans (OCR), and Word and text files. */
async function sortedSamples() {
  const textPdfs: Sample[] = [];
  const scans: Sample[] = [];
  const others: Sample[] = [];
  for (const file of await samples()) {
    const kind = resumeFileKind(file.bytes);
    if (kind === 'png' || kind === 'jpeg') scans.push(file);
    else if (kind === 'pdf')
      ((await parseResume(file.bytes, 'pdf', options)).ocr ? scans : textPdfs).push(file);
    else others.push(file);
  }
  return { textPdfs, scans, others };
}

export async function measureParsing(quick: boolean): Promise<{ figures: Figure[]; details: unknown }> {
  // As in the talent intake's reading threads, where résumés are read.
  inflatePdfStreamsOnThisThread();
  const { textPdfs, scans } = await sortedSamples();
  // Warm-up: one full round (module loading, and the parser and pdf.js compiled to steady state, as in a reading
  // thread that has read a few dozen files of a batch); then the measured rounds.
  await rate(textPdfs, 1);
  const text = await rate(textPdfs, quick ? 1 : 3);
  const ocr = scans.length > 0 ? await rate(scans, 1) : null;
  await stopOcr();
  const twoPagePdfsPerSecond = text.pagesPerSecond / 2;
  return {
    figures: [
      {
        name: 'text PDFs read per second, one core (two-page equivalent)',
        value: twoPagePdfsPerSecond,
        unit: '/s',
        digits: 1,
        budget: { kind: 'min', limit: 30 },
        note: `${textPdfs.length} Chromium-printed résumés, ${text.pagesPerFile.toFixed(1)} pages each on average; ${text.filesPerSecond.toFixed(1)} files/s`,
      },
      ...(ocr
        ? [
            {
              name: 'scanned pages read by OCR per second, one core',
              value: ocr.pagesPerSecond,
              unit: '/s',
              digits: 2,
              note: `${scans.length} scans (PNG, JPEG, image-only PDF)`,
            },
          ]
        : []),
    ],
    details: { textPdfs: textPdfs.length, scans: scans.length, text, ocr },
  };
}

async function api<T>(url: string, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  if (!res.ok)
    throw new Error(
      `${init.method ?? 'GET'} ${path}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`,
    );
  return (await res.json()) as T;
}

/**
 * 1,000 files (text PDFs, Word and text résumés; no scans) uploaded 8 at a time to one batch of the running server,
 * then followed as the page does until every file is read.
 */
export async function measureBatch(
  server: TalvioServerFixture,
  quick: boolean,
): Promise<{ figures: Figure[]; details: unknown }> {
  const { url, pid, session } = await server.get();
  const token = session.idToken;
  const { textPdfs, others } = await sortedSamples();
  const files = [...textPdfs, ...others];
  const total = quick ? 200 : 1_000;
  const batch = await api<TalentBatch>(url, token, '/api/talent/batches', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const rss = sampleRssPeak(pid, 250);
  const started = performance.now();
  let next = 0;
  const send = async () => {
    while (next < total) {
      const index = next++;
      const file = files[index % files.length]!;
      const form = new FormData();
      form.append('file', new Blob([file.bytes]), `${index}-${file.name}`);
      await api(url, token, `/api/talent/batches/${batch.id}/files`, { method: 'POST', body: form });
    }
  };
  await Promise.all(Array.from({ length: 8 }, send));
  const uploadedSeconds = (performance.now() - started) / 1000;
  let detail: TalentBatchDetail;
  for (;;) {
    detail = await api<TalentBatchDetail>(url, token, `/api/talent/batches/${batch.id}`);
    if (detail.finished) break;
    await sleepMs(250);
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = rss.stop();
  const budget = quick ? undefined : ({ kind: 'max', limit: 90 } as const);
  return {
    figures: [
      {
        name: `${total.toLocaleString('en-GB')}-file batch, upload to last file read`,
        value: seconds,
        unit: 's',
        digits: 1,
        budget,
        note: `uploads done after ${uploadedSeconds.toFixed(1)} s; ${JSON.stringify(detail.counts)}`,
      },
      {
        name: 'API RSS peak during the batch',
        value: peak / mb,
        unit: 'MB',
        digits: 0,
        note: 'the API process with its reading threads (one per core, heap ≤ 512 MB each)',
      },
    ],
    details: { seconds, uploadedSeconds, counts: detail.counts, rssPeakBytes: peak },
  };
}
