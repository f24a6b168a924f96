import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidate, interviewToken, invite, openJob, subscribe } from '../../testing/interview-fixtures.ts';
import { newAdmin, uniqueEmail } from '../../testing/staff-client.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { evaluationsSettled } from './evaluation.service.ts';

/**
 * An OpenAI-compatible transcription endpoint standing in for a whisper server: it records what it receives and
 * answers with a fixed transcript.
 */
const spoken =
  'I validate every response at the boundary with zod, generate types from the schema, and keep any from leaking inward.';
const received: { path: string; contentType: string; bytes: number; body: string }[] = [];
let stt: Server;
let t: TestApp;

beforeAll(async () => {
  stt = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        bytes: body.length,
        body: body.toString('latin1'),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: spoken }));
    });
  });
  await new Promise<void>((resolve) => stt.listen(0, '127.0.0.1', resolve));
  const { port } = stt.address() as AddressInfo;
  t = await startTestApp({
    overrides: {
      ai: {
        baseUrl: undefined,
        apiKey: undefined,
        model: undefined,
        timeoutMs: 30_000,
        stt: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'stt-key', model: 'whisper-test' },
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => stt?.close(resolve));
});

describe('recordings: speech-to-text for recorded answers (AI_STT_*)', () => {
  it('a recording without a browser transcript is transcribed by the configured endpoint before the blind evaluation', async () => {
    const admin = await newAdmin(t.url, { onboarded: true });
    await subscribe(t.url, admin, 'starter');
    const job = await openJob(admin);
    const email = uniqueEmail('speaker');
    expect((await invite(admin, job.id, [{ name: 'Sam Speaker', email }])).status).toBe(201);
    const c = candidate(t.url, await interviewToken(t.url, email));
    let state = (await (await c.start()).json()) as { current: { id: string; index: number } | null };
    const recorded = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);
    while (state.current) {
      const { id, index } = state.current;
      let answer: Record<string, unknown> = { text: 'A short typed answer.' };
      if (index === 1) {
        expect((await c.chunk(id, 0, recorded)).status).toBe(200);
        answer = { text: '', recording_chunks: 1, recording_mime_type: 'audio/webm;codecs=opus' };
      }
      const res = await c.answer(id, answer);
      expect(res.status).toBe(200);
      state = (await res.json()) as typeof state;
    }
    await evaluationsSettled(t.app.ctx);

    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/v1/audio/transcriptions');
    expect(received[0]!.contentType).toContain('multipart/form-data');
    expect(received[0]!.body).toContain('whisper-test');
    // Blind: the transcription request carries the audio, not who spoke it.
    expect(received[0]!.body).not.toContain('Sam Speaker');
    expect(received[0]!.body).not.toContain(email);

    const list = (await (await admin.api(`/api/job-candidates?job_id=${job.id}`)).json()) as {
      items: { id: number }[];
    };
    const detail = (await (await admin.api(`/api/job-candidates/${list.items[0]!.id}`)).json()) as {
      status: string;
      answers: {
        transcript: string | null;
        transcript_source: string | null;
        evaluation: { quotes: string[] } | null;
      }[];
    };
    expect(detail.status).toBe('evaluated');
    expect(detail.answers[1]).toMatchObject({ transcript: spoken, transcript_source: 'engine' });
    for (const quote of detail.answers[1]!.evaluation!.quotes) expect(spoken).toContain(quote);
    expect(detail.answers[1]!.evaluation!.quotes.length).toBeGreaterThan(0);
  });
});
