import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { plainMessage } from './api.ts';
import { previewDriver } from './driver.ts';
import { describeMediaError, recordingMimeType } from './media.ts';
import { linkProblem } from './status-pages.tsx';

const problem = (status: number, code: string, detail = 'x', field?: string) =>
  new ApiError(status, { status, code, detail, field } as never, detail);

describe('which page a link gets', () => {
  it('unknown, expired, cancelled and paused-job links each get their own page; anything else can be retried', () => {
    expect(linkProblem(problem(404, 'interview_link_unknown'))).toBe('unknown');
    expect(linkProblem(problem(400, 'invalid_input'))).toBe('unknown');
    expect(linkProblem(problem(410, 'interview_link_expired'))).toBe('expired');
    expect(linkProblem(problem(410, 'interview_link_cancelled'))).toBe('cancelled');
    expect(linkProblem(problem(409, 'job_not_open'))).toBe('not_open');
    expect(linkProblem(problem(503, 'unavailable'))).toBe('network');
    expect(linkProblem(new TypeError('Failed to fetch'))).toBe('network');
  });

  it('says failures in plain words', () => {
    expect(plainMessage(new TypeError('Failed to fetch'))).toBe('We could not reach the server.');
    expect(plainMessage(problem(415, 'unsupported_media_type', 'file: Upload a PDF.', 'file'))).toBe(
      'Upload a PDF.',
    );
    expect(plainMessage(problem(500, 'internal', 'Something failed'))).toBe('Something failed.');
  });
});

describe('recording helpers', () => {
  it('sends a recording type the server accepts', () => {
    expect(recordingMimeType('video/webm;codecs=vp8,opus', 'video')).toBe('video/webm;codecs=vp8,opus');
    expect(recordingMimeType('audio/ogg; codecs=opus', 'voice')).toBe('audio/ogg; codecs=opus');
    expect(recordingMimeType('video/x-matroska;codecs=avc1', 'video')).toBe('video/webm');
    expect(recordingMimeType('', 'voice')).toBe('audio/webm');
    expect(recordingMimeType(null, 'video')).toBe('video/webm');
  });

  it('explains a blocked or missing device and that typing still works', () => {
    const blocked = describeMediaError(new DOMException('denied', 'NotAllowedError'), 'video');
    expect(blocked).toMatch(/blocked the camera and microphone/);
    expect(blocked).toMatch(/address bar/);
    expect(blocked).toMatch(/type your answers/);
    expect(describeMediaError(new DOMException('none', 'NotFoundError'), 'voice')).toMatch(
      /No microphone was found/,
    );
  });
});

describe('preview driver', () => {
  it('walks the questions in memory and never calls the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    let now = Date.parse('2026-03-01T10:00:00Z');
    const driver = previewDriver(
      {
        job_id: 1,
        title: 'Nurse',
        mode: 'voice',
        language: 'en',
        allow_extra_time: true,
        questions: [
          { id: 'a', text: 'One?', type: 'technical', time_limit_seconds: 60 },
          { id: 'b', text: 'Two?', type: 'technical', time_limit_seconds: 120 },
        ],
      },
      null,
      'Acme',
      () => now,
    );
    expect(driver.preview).toBe(true);
    expect(driver.draftScope).toBeNull();
    expect(driver.initial().interview).toMatchObject({
      status: 'invited',
      question_count: 2,
      total_minutes: 3,
    });
    const first = await driver.start(true);
    expect(first.interview.current).toMatchObject({
      id: 'a',
      index: 0,
      deadline_at: '2026-03-01T10:01:30.000Z',
      received_chunks: [],
    });
    expect(await driver.putChunk('a', 0, new Blob(['xx']))).toEqual({ received_chunks: [0], bytes: 2 });
    now += 5_000;
    // A reload keeps the question's clock running from when it opened.
    expect((await driver.reload()).interview.current).toMatchObject({ id: 'a', received_chunks: [0] });
    expect((await driver.reload()).interview.current?.opened_at).toBe('2026-03-01T10:00:00.000Z');
    const second = await driver.submit('a', { text: 'x' });
    expect(second.interview.current).toMatchObject({
      id: 'b',
      index: 1,
      opened_at: '2026-03-01T10:00:05.000Z',
    });
    expect((await driver.submit('b', { text: '' })).interview).toMatchObject({
      status: 'completed',
      current: null,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
