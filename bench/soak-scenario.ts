/**
 * The soak's people and what they do: staff of a few organisations (the demo admin and member, plus admins who
 * signed up, confirmed their e-mail from the link the API mailed, registered and subscribed through the payment
 * sandbox), each organisation with a published job; candidates who receive an invitation e-mail and answer the
 * interview (start, résumé, a recording chunk and an answer per question); staff reading jobs and pipelines,
 * signing in, inviting and buying job credits. Every request that should create a row is an "item" with its own
 * key, so the checks can compare the database with what the API answered, item by item.
 */
import { randomBytes } from 'node:crypto';
import { creditOrderBody } from '../apps/api/src/testing/credit-order-body.ts';
import { demoAdmin } from './auth.ts';
import { type HttpDriver, json, type Reply, type Sent } from './soak-load.ts';

export type ItemKind = 'invitation' | 'answer' | 'chunk' | 'resume' | 'sign-in' | 'payment';

export interface Item {
  kind: ItemKind;
  key: string;
  /** A 2xx answer said it was created. */
  ok: boolean;
  /**
   * The outcome is not known from the answers: an attempt was answered 503 (the commit may have reached the
   * database as the connection was cut), or the change can also arrive another way (a paid order's webhook).
   */
  uncertain: boolean;
}

export interface Staff {
  email: string;
  password: string;
  isAdmin: boolean;
  idToken: string;
  org: Organisation;
  /** The address this person's requests come from (through the trusted proxy). */
  ip: string;
}

export interface Organisation {
  name: string;
  jobId: number;
  /** The first 402 stops further invitations (the allowance is used up). */
  allowanceUsed: boolean;
}

interface Candidate {
  email: string;
  token: string;
  ip: string;
  jobCandidateId: number;
  candidateId: number;
  step: 'start' | 'resume' | 'chunk' | 'answer' | 'sync';
  question: string | null;
  resumeDone: boolean;
  /** After a 503 the candidate waits a moment before the next try, as the page's retry does. */
  notBefore: number;
}

const questions = [
  {
    text: 'Tell us about a service you kept running through a database outage. What did users see?',
    type: 'technical',
    skill: 'Reliability',
    difficulty: 'medium',
    time_limit_seconds: 180,
    rubric: ['Names the failure', 'Explains what users saw', 'Says what changed afterwards'],
  },
  {
    text: 'How do you make sure a retried request does not create the same thing twice?',
    type: 'technical',
    skill: 'API design',
    difficulty: 'medium',
    time_limit_seconds: 150,
    rubric: ['Idempotency keys or unique constraints', 'Transactions', 'Tests the retry'],
  },
  {
    text: 'Describe a time a load test found a problem before your users did.',
    type: 'behavioural',
    skill: null,
    difficulty: 'medium',
    time_limit_seconds: 150,
    rubric: ['Describes the situation', 'Explains the actions they took', 'Shares the result and lesson'],
  },
];

function jobBody(title: string) {
  return {
    title,
    department: 'Engineering',
    location: { city: 'Pune', country_code: 'IN' },
    work_mode: 'hybrid',
    employment_type: 'full_time',
    seniority: 'senior',
    experience_min_years: 4,
    experience_max_years: 9,
    salary_min: 2_500_000_00,
    salary_max: 4_000_000_00,
    salary_currency: 'INR',
    salary_period: 'year',
    description_html: '<h2>About the role</h2><p>Keep the <strong>hiring</strong> platform up.</p>',
    required_skills: ['TypeScript', 'PostgreSQL'],
    nice_to_have_skills: ['Fastify'],
    questions,
  };
}

/** A WebM (EBML) signature followed by filler: what the first chunk of a browser recording starts with. */
const recordingChunk = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(4 * 1024)]);
const resumeText = Buffer.from(
  'Alex Candidate\nSite reliability engineer\n\nExperience\n- Ran PostgreSQL failovers for a hiring platform\n- Wrote load tests\n',
);

/** Per-key sliding one-minute windows, so paced work stays under the API's per-session limits. */
class Pacer {
  private readonly windows = new Map<string, number[]>();
  take(key: string, perMinute: number): boolean {
    const now = Date.now();
    const recent = (this.windows.get(key) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= perMinute) {
      this.windows.set(key, recent);
      return false;
    }
    recent.push(now);
    this.windows.set(key, recent);
    return true;
  }
}

export interface MailBox {
  /** Resolves with the newest message text to `to` that matches, waiting for it to arrive. */
  waitFor(to: string, pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
}

export class Scenario {
  readonly staff: Staff[] = [];
  readonly items = new Map<string, Item>();
  private readonly candidates: Candidate[] = [];
  private readonly pacer = new Pacer();
  private addressCounter = 0;
  private invitationCounter = 0;
  readonly runId = Date.now().toString(36);
  /** Interviews that reached "completed" through this run's answers. */
  completedInterviews = 0;
  candidatesInFlight = 0;

  constructor(
    private readonly http: HttpDriver,
    private readonly mail: MailBox,
  ) {}

  /** A fresh client address (sign-ins, sign-ups, candidates): the per-address limits see many people. */
  private nextAddress(prefix: number): string {
    this.addressCounter += 1;
    const n = this.addressCounter;
    return `${prefix}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  private item(kind: ItemKind, key: string): Item {
    const id = `${kind}:${key}`;
    let found = this.items.get(id);
    if (!found) {
      found = { kind, key, ok: false, uncertain: false };
      this.items.set(id, found);
    }
    return found;
  }

  private settle(item: Item, sent: Sent, okStatus: number): void {
    if (sent.status === okStatus) item.ok = true;
    else if (sent.status === 503) item.uncertain = true;
  }

  private staffRequest(
    staff: Staff,
    kind: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ reply: Reply | null; sent: Sent }> {
    return this.http.send({
      kind,
      method,
      path,
      headers: {
        authorization: `Bearer ${staff.idToken}`,
        'x-forwarded-for': staff.ip,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  }

  private async expect(what: string, pending: Promise<{ reply: Reply | null; sent: Sent }>, status: number) {
    const { reply, sent } = await pending;
    if (sent.status !== status)
      throw new Error(
        `${what}: HTTP ${sent.status || sent.error} ${reply?.body.toString().slice(0, 300) ?? ''}`,
      );
    return reply as Reply;
  }

  private async signIn(email: string, password: string, ip: string): Promise<Reply | null> {
    const { reply } = await this.http.send({
      kind: 'sign-in',
      method: 'POST',
      path: '/api/identity/sign-in/email',
      headers: { 'content-type': 'application/json', origin: this.http.baseUrl, 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });
    return reply;
  }

  private async idTokenFor(sessionToken: string, ip: string): Promise<string> {
    const reply = await this.expect(
      'Minting an ID token',
      this.http.send({
        kind: 'setup',
        method: 'GET',
        path: '/api/identity/token',
        headers: { authorization: `Bearer ${sessionToken}`, 'x-forwarded-for': ip },
      }),
      200,
    );
    return json<{ token: string }>(reply).token;
  }

  private async signedInStaff(
    email: string,
    password: string,
    isAdmin: boolean,
    org: Organisation,
  ): Promise<Staff> {
    const ip = this.nextAddress(192);
    const reply = await this.signIn(email, password, ip);
    const token = reply?.headers['set-auth-token'];
    if (reply?.status !== 200 || typeof token !== 'string')
      throw new Error(`Signing in as ${email} failed: HTTP ${reply?.status} ${reply?.body.toString()}`);
    return { email, password, isAdmin, org, ip, idToken: await this.idTokenFor(token, ip) };
  }

  /** Opens the sandbox checkout, pays with the test card and returns the callback's parameters. */
  /**
   * Opens the sandbox checkout and pays with the test card; the callback's parameters when the sandbox redirects.
   * `onCardSent` runs as the card goes out: from then on the provider may take the payment even when its answer is
   * lost (the database cut mid-request), and its webhook then completes the order.
   */
  private async payAtSandbox(
    checkoutUrl: string,
    kind: string,
    onCardSent: () => void = () => {},
  ): Promise<URLSearchParams | null> {
    const url = new URL(checkoutUrl, this.http.baseUrl);
    const { reply: page, sent } = await this.http.send({
      kind,
      method: 'GET',
      path: `${url.pathname}${url.search}`,
    });
    if (sent.status !== 200 || !page) return null;
    const html = page.body.toString();
    const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      ([, name, value]) =>
        [
          name ?? '',
          (value ?? '').replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
        ] as [string, string],
    );
    const form = new URLSearchParams([
      ...hidden,
      ['card_number', '4111 1111 1111 1111'],
      ['expiry', '12/39'],
      ['cvv', '123'],
      ['card_name', 'Soak Payer'],
    ]);
    onCardSent();
    const { reply } = await this.http.send({
      kind,
      method: 'POST',
      path: '/sandbox/razorpay/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const location = reply?.headers.location;
    return reply?.status === 303 && typeof location === 'string' ? new URL(location).searchParams : null;
  }

  private async publishJob(staff: Staff, title: string): Promise<number> {
    const created = await this.expect(
      'Creating the job',
      this.staffRequest(staff, 'setup', 'POST', '/api/jobs', jobBody(title)),
      201,
    );
    const { id } = json<{ id: number }>(created);
    await this.expect(
      'Publishing the job',
      this.staffRequest(staff, 'setup', 'POST', `/api/jobs/${id}/publish`),
      200,
    );
    return id;
  }

  /** Signs up, confirms the e-mail from the mailed link, registers an organisation and subscribes to a plan. */
  private async signedUpAdmin(index: number): Promise<Staff> {
    const email = `soak-admin-${this.runId}-${index}@example.test`;
    const password = `Soak-${randomBytes(8).toString('hex')}`;
    const ip = this.nextAddress(192);
    await this.expect(
      'Signing up',
      this.http.send({
        kind: 'setup',
        method: 'POST',
        path: '/api/identity/sign-up/email',
        headers: { 'content-type': 'application/json', origin: this.http.baseUrl, 'x-forwarded-for': ip },
        body: JSON.stringify({ email, password, name: `Soak Admin ${index}` }),
      }),
      200,
    );
    const [, verify] = await this.mail.waitFor(email, /\/login\?verify=([^\s&]+)/);
    const confirmed = await this.expect(
      'Confirming the e-mail',
      this.http.send({
        kind: 'setup',
        method: 'GET',
        path: `/api/identity/verify-email?token=${encodeURIComponent(decodeURIComponent(verify ?? ''))}`,
        headers: { 'x-forwarded-for': ip },
      }),
      200,
    );
    const sessionToken = confirmed.headers['set-auth-token'];
    if (typeof sessionToken !== 'string') throw new Error('Confirming the e-mail gave no session token.');
    const org: Organisation = { name: `Soak Hiring ${index}`, jobId: 0, allowanceUsed: false };
    const staff: Staff = {
      email,
      password,
      isAdmin: true,
      org,
      ip,
      idToken: await this.idTokenFor(sessionToken, ip),
    };
    await this.expect(
      'Registering the organisation',
      this.staffRequest(staff, 'setup', 'POST', '/api/auth/register', {
        name: `Soak Admin ${index}`,
        organisation_name: org.name,
      }),
      201,
    );
    await this.expect(
      'Onboarding',
      this.staffRequest(staff, 'setup', 'PUT', '/api/organisation/onboard', {
        name: org.name,
        industry: 'Technology',
        size: '11-50',
        country: 'IN',
        city: 'Bengaluru',
      }),
      200,
    );
    const started = await this.expect(
      'Starting the subscription',
      this.staffRequest(staff, 'setup', 'POST', '/api/razorpay/subscription', {
        plan: 'enterprise',
        currency: 'USD',
      }),
      201,
    );
    const checkout = json<{ checkout: { url: string | null } }>(started).checkout.url;
    const params = checkout ? await this.payAtSandbox(checkout, 'setup') : null;
    if (!params) throw new Error('Paying the subscription at the sandbox checkout failed.');
    await this.expect(
      'Verifying the subscription payment',
      this.staffRequest(staff, 'setup', 'POST', '/api/razorpay/verify-payment', {
        razorpay_subscription_id: params.get('razorpay_subscription_id'),
        razorpay_payment_id: params.get('razorpay_payment_id'),
        razorpay_signature: params.get('razorpay_signature'),
      }),
      200,
    );
    return staff;
  }

  /** The demo admin and member, plus `extraOrganisations` signed-up admins, each organisation with an open job. */
  async setUp(extraOrganisations: number): Promise<void> {
    const demoOrg: Organisation = { name: 'Demo Talent Labs', jobId: 0, allowanceUsed: false };
    const admin = await this.signedInStaff(demoAdmin.email, demoAdmin.password, true, demoOrg);
    demoOrg.jobId = await this.publishJob(admin, 'Soak: Site Reliability Engineer');
    const member = await this.signedInStaff('member@demo.talvio.local', demoAdmin.password, false, demoOrg);
    this.staff.push(admin, member);
    for (let i = 1; i <= extraOrganisations; i += 1) {
      const extra = await this.signedUpAdmin(i);
      extra.org.jobId = await this.publishJob(extra, `Soak: Platform Engineer ${i}`);
      this.staff.push(extra);
    }
  }

  private pickStaff(filter: (s: Staff) => boolean = () => true): Staff | undefined {
    const choices = this.staff.filter(filter);
    return choices[Math.floor(Math.random() * choices.length)];
  }

  // ------------------------------------------------------------------------------------------- the traffic

  /** One unit of work of one virtual user; `weights` decide which. */
  async step(): Promise<void> {
    const roll = Math.random() * 100;
    if (roll < 30 && (await this.candidateStep())) return;
    if (roll < 36 && (await this.invite())) return;
    if (roll < 38 && (await this.signInStep())) return;
    if (roll < 38.5 && (await this.buyCredits())) return;
    await this.read(Math.random() * 100);
  }

  private async read(roll: number): Promise<void> {
    const staff = this.pickStaff();
    if (!staff) return;
    if (roll < 30) await this.staffRequest(staff, 'jobs.list', 'GET', '/api/jobs');
    else if (roll < 55) await this.staffRequest(staff, 'jobs.detail', 'GET', `/api/jobs/${staff.org.jobId}`);
    else if (roll < 70)
      await this.http.send({
        kind: 'public.job',
        method: 'GET',
        path: `/api/public/jobs/${staff.org.jobId}`,
        headers: { 'x-forwarded-for': this.nextAddress(172) },
      });
    else if (roll < 85) await this.staffRequest(staff, 'users.current', 'GET', '/api/users/current');
    else
      await this.staffRequest(
        staff,
        'pipeline.list',
        'GET',
        `/api/job-candidates?job_id=${staff.org.jobId}&page_size=20`,
      );
  }

  private async signInStep(): Promise<boolean> {
    const staff = this.pickStaff();
    if (!staff) return false;
    const ip = this.nextAddress(10);
    const item = this.item('sign-in', ip);
    const reply = await this.signIn(staff.email, staff.password, ip);
    if (reply?.status === 200) item.ok = true;
    else if (reply?.status === 503) item.uncertain = true;
    return true;
  }

  private async invite(): Promise<boolean> {
    // 30 a minute per person is the route's limit; 25 leaves room for clocks that disagree.
    const staff = this.pickStaff((s) => !s.org.allowanceUsed);
    if (!staff || !this.pacer.take(`invite:${staff.email}`, 25)) return false;
    this.invitationCounter += 1;
    const email = `soak-${this.runId}-${this.invitationCounter}@example.test`;
    const item = this.item('invitation', email);
    const { reply, sent } = await this.staffRequest(
      staff,
      'invite',
      'POST',
      `/api/jobs/${staff.org.jobId}/candidates/invitations`,
      { candidates: [{ name: `Candidate ${this.invitationCounter}`, email }] },
    );
    this.settle(item, sent, 201);
    if (sent.status === 402) staff.org.allowanceUsed = true;
    if (sent.status !== 201 || !reply) return true;
    const result = json<{ results: { job_candidate_id: number; candidate_id: number }[] }>(reply).results[0];
    const [, token] = await this.mail.waitFor(email, /\/candidate-interview\/([A-Za-z0-9_-]{43})/);
    if (!result || !token) return true;
    this.candidates.push({
      email,
      token,
      ip: this.nextAddress(172),
      jobCandidateId: result.job_candidate_id,
      candidateId: result.candidate_id,
      step: 'start',
      question: null,
      resumeDone: false,
      notBefore: 0,
    });
    return true;
  }

  private candidateRequest(
    c: Candidate,
    kind: string,
    method: string,
    path: string,
    body?: Buffer | string,
    contentType?: string,
  ) {
    return this.http.send({
      kind,
      method,
      path: `/api/interview/${c.token}${path}`,
      headers: { 'x-forwarded-for': c.ip, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(body !== undefined ? { body } : {}),
    });
  }

  /** Follows the interview's state from the API (after an answer whose outcome is not known). */
  private async sync(c: Candidate): Promise<void> {
    const { reply, sent } = await this.candidateRequest(c, 'candidate.state', 'GET', '');
    if (sent.status !== 200) return;
    const state = json<{ status: string; current: { id: string } | null }>(reply);
    if (state.status === 'invited') c.step = 'start';
    else if (state.status === 'started' && state.current) {
      c.question = state.current.id;
      c.step = c.resumeDone ? 'chunk' : 'resume';
    } else c.step = 'sync';
  }

  /** One step of one candidate's interview; false when no candidate is waiting. */
  private async candidateStep(): Promise<boolean> {
    const c = this.candidates.shift();
    if (!c) return false;
    if (c.notBefore > Date.now()) {
      this.candidates.push(c);
      return false;
    }
    this.candidatesInFlight += 1;
    let finished = false;
    try {
      const before = this.http.log.length;
      finished = await this.advance(c);
      if (this.http.log.slice(before).some((s) => s.status === 503)) c.notBefore = Date.now() + 1000;
    } finally {
      this.candidatesInFlight -= 1;
      if (!finished) this.candidates.push(c);
    }
    return true;
  }

  private async advance(c: Candidate): Promise<boolean> {
    if (c.step === 'sync') {
      await this.sync(c);
      return c.step === 'sync';
    }
    if (c.step === 'start') {
      const { reply, sent } = await this.candidateRequest(
        c,
        'candidate.start',
        'POST',
        '/start',
        JSON.stringify({ consent: true }),
        'application/json',
      );
      if (sent.status === 200) {
        c.question = json<{ current: { id: string } | null }>(reply).current?.id ?? null;
        c.step = 'resume';
      } else if (sent.status === 409) await this.sync(c);
      return false;
    }
    if (c.step === 'resume') {
      const boundary = `soak${randomBytes(8).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.txt"\r\nContent-Type: text/plain\r\n\r\n`,
        ),
        resumeText,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const item = this.item('resume', String(c.candidateId));
      const { sent } = await this.candidateRequest(
        c,
        'upload.resume',
        'POST',
        '/resume',
        body,
        `multipart/form-data; boundary=${boundary}`,
      );
      this.settle(item, sent, 204);
      if (sent.status === 204) {
        c.resumeDone = true;
        c.step = 'chunk';
      } else if (sent.status === 409) await this.sync(c);
      return false;
    }
    const question = c.question;
    if (!question) {
      await this.sync(c);
      return false;
    }
    if (c.step === 'chunk') {
      const item = this.item('chunk', `${c.jobCandidateId}:${question}:0`);
      const { sent } = await this.candidateRequest(
        c,
        'upload.chunk',
        'PUT',
        `/answers/${question}/recording/0`,
        recordingChunk,
        'application/octet-stream',
      );
      this.settle(item, sent, 200);
      if (sent.status === 200) c.step = 'answer';
      else if (sent.status === 409) await this.sync(c);
      return false;
    }
    const item = this.item('answer', `${c.jobCandidateId}:${question}`);
    const { reply, sent } = await this.candidateRequest(
      c,
      'candidate.answer',
      'POST',
      `/answers/${question}`,
      JSON.stringify({
        text: 'We kept answering with a clear "try again" while the database was away, and nothing was lost.',
        recording_chunks: 1,
        recording_mime_type: 'audio/webm',
      }),
      'application/json',
    );
    this.settle(item, sent, 200);
    if (sent.status === 200) {
      const state = json<{ status: string; current: { id: string } | null }>(reply);
      if (state.status === 'completed' || !state.current) {
        this.completedInterviews += 1;
        return true;
      }
      c.question = state.current.id;
      c.step = 'chunk';
    } else if (sent.status === 409) await this.sync(c);
    return false;
  }

  /** Buys job credits like the purchase page: create the order, pay at the sandbox checkout, verify. */
  private async buyCredits(): Promise<boolean> {
    const staff = this.pickStaff((s) => s.isAdmin);
    if (!staff || !this.pacer.take(`checkout:${staff.email}`, 10)) return false;
    const quantity = 1 + Math.floor(Math.random() * 3);
    const { reply, sent } = await this.staffRequest(
      staff,
      'payment',
      'POST',
      '/api/razorpay/create-order',
      creditOrderBody(quantity, 'USD'),
    );
    if (sent.status !== 201) return true;
    const order = json<{ order_id: string; checkout: { url: string | null } }>(reply);
    const item = this.item('payment', order.order_id);
    const params = order.checkout.url
      ? await this.payAtSandbox(order.checkout.url, 'payment', () => {
          item.uncertain = true;
        })
      : null;
    if (!params) return true;
    // Paid: the credits arrive once, through verify-payment or the webhook, whichever comes first.
    for (let attempt = 0; attempt < 3 && !item.ok; attempt += 1) {
      const verified = await this.staffRequest(staff, 'payment', 'POST', '/api/razorpay/verify-payment', {
        razorpay_order_id: params.get('razorpay_order_id'),
        razorpay_payment_id: params.get('razorpay_payment_id'),
        razorpay_signature: params.get('razorpay_signature'),
      });
      this.settle(item, verified.sent, 200);
      if (verified.sent.status !== 503) break;
    }
    return true;
  }
}
