import type { TalentBatch } from '@talvio/contracts/talent';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchDetail, renderPage, respond, talentFile, where } from '../test-fixtures.tsx';
import { Component as UploadTalentPage } from './upload-talent-page.tsx';

/** An XMLHttpRequest that the test answers: what was sent, its progress and the server's answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  get fileName() {
    return (this.body?.get('file') as File | null)?.name;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const token = `h.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.s`;

const page = (url: string) =>
  renderPage(url, {
    '/upload-talent': <UploadTalentPage />,
    '/my-talent-profile/:id': <p>The profile</p>,
  });

const drop = (...names: string[]) =>
  fireEvent.drop(screen.getByTestId('talent-drop-zone'), {
    dataTransfer: {
      files: names.map((name) => new File(['résumé text'], name, { type: 'application/pdf' })),
    },
  });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('jwt_token', token);
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('upload talent', () => {
  it('batch progress: a reload shows the batch from the server and names the files that were not sent', async () => {
    localStorage.setItem('talvio_talent_unsent_7', JSON.stringify(['cv-anna.pdf', 'cv-ben.docx']));
    const files = [
      talentFile({
        id: 1,
        file_name: 'cv-carla.pdf',
        state: 'done',
        outcome: 'created',
        candidate_id: 3,
        candidate_name: 'Carla',
      }),
      talentFile({ id: 2, file_name: 'cv-dev.pdf', state: 'parsing' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(200, batchDetail(files))),
    );
    page('/upload-talent?batch=7');

    expect(await screen.findByText('cv-carla.pdf')).toBeVisible();
    expect(screen.getByText('1 of 2 files read')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Files read' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 files were not sent before the page was left: cv-anna.pdf, cv-ben.docx. Drop them again to add them to this batch.',
    );

    // Dropped again, a file joins the same batch, with the token apiFetch sends and its own progress bar.
    drop('cv-anna.pdf');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({
      method: 'POST',
      url: '/api/talent/batches/7/files',
      fileName: 'cv-anna.pdf',
    });
    expect(xhr!.headers.authorization).toBe(`Bearer ${token}`);
    xhr!.progress(30, 100);
    expect(await screen.findByRole('progressbar', { name: 'Sending cv-anna.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    // Being sent, it is no longer named as not sent.
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 file was not sent before the page was left: cv-ben.docx. Drop it again to add it to this batch.',
    );

    act(() => xhr!.respond(201, talentFile({ id: 3, file_name: 'cv-anna.pdf', state: 'queued' })));
    const list = screen.getByRole('list', { name: 'Files of the batch' });
    await waitFor(() => expect(within(list).getByText('cv-anna.pdf')).toBeVisible());
    expect(screen.queryByRole('progressbar', { name: 'Sending cv-anna.pdf' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('talvio_talent_unsent_7') ?? '[]')).toEqual(['cv-ben.docx']);
  });

  it('upload batches: dropping files starts a batch, puts it in the URL and sends three at a time, asking before leaving', async () => {
    const batch: TalentBatch = {
      id: 9,
      created_at: '2026-11-20T10:00:00.000Z',
      created_by_name: 'Priya Staff',
      counts: { total: 0, queued: 0, parsing: 0, created: 0, merged: 0, needs_review: 0, failed: 0 },
      finished: true,
    };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/talent/batches' && init?.method === 'POST') return respond(201, batch);
      if (url === '/api/talent/batches') return respond(200, { items: [] });
      return respond(200, batchDetail([], { id: 9 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    page('/upload-talent');
    expect(await screen.findByText('No batches yet. Drop files above to start the first one.')).toBeVisible();

    drop('1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf');
    await waitFor(() => expect(where.search).toBe('?batch=9'));
    await waitFor(() => expect(FakeXhr.sent.map((x) => x.fileName)).toEqual(['1.pdf', '2.pdf', '3.pdf']));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(FakeXhr.sent.every((x) => x.url === '/api/talent/batches/9/files')).toBe(true);
    expect(await screen.findAllByText('Waiting to be sent')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('talvio_talent_unsent_9') ?? '[]')).toHaveLength(5);

    // Unload while sending: the browser's own prompt.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    act(() => FakeXhr.sent[0]!.respond(201, talentFile({ id: 1, batch_id: 9, file_name: '1.pdf' })));
    await waitFor(() => expect(FakeXhr.sent.map((x) => x.fileName)).toContain('4.pdf'));
    expect(FakeXhr.sent).toHaveLength(4);

    // A file refused on the way says why and can be sent again.
    act(() =>
      FakeXhr.sent[1]!.respond(500, { status: 500, code: 'internal', detail: 'Something went wrong.' }),
    );
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry: 2.pdf' })).toBeVisible();
  });
});
