import { goodCard, payAtCheckout, startSubscription } from './billing-fixtures.ts';
import { createJob, publishableJob, sampleQuestion } from './job-fixtures.ts';
import { jsonFetch, outboxFor, type StaffSession } from './staff-client.ts';

/** Subscribes the admin's organisation to a paid plan through the sandbox checkout, like a person would. */
export async function subscribe(
  baseUrl: string,
  admin: StaffSession,
  plan: 'starter' | 'business' | 'enterprise',
) {
  const start = await startSubscription(admin, plan);
  const paid = await payAtCheckout(baseUrl, start, goodCard);
  if (!paid.params) throw new Error(`checkout failed: ${paid.status}`);
  const verified = await admin.api('/api/razorpay/verify-payment', {
    method: 'POST',
    json: {
      razorpay_subscription_id: paid.params.get('razorpay_subscription_id'),
      razorpay_payment_id: paid.params.get('razorpay_payment_id'),
      razorpay_signature: paid.params.get('razorpay_signature'),
    },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
}

/** Three questions with rubrics a strong answer can be checked against. */
export const interviewQuestions = [
  sampleQuestion,
  {
    text: 'How do you keep a large TypeScript codebase type-safe when integrating an untyped API?',
    type: 'technical',
    skill: 'TypeScript',
    difficulty: 'medium',
    time_limit_seconds: 120,
    rubric: [
      'Validates data at the boundary',
      'Uses generated or hand-written types',
      'Avoids any leaking inward',
    ],
  },
  {
    text: 'Describe a time you disagreed with a teammate about a design. What happened?',
    type: 'behavioural',
    skill: null,
    difficulty: 'medium',
    time_limit_seconds: 150,
    rubric: ['Describes the situation', 'Explains the actions they took', 'Shares the result and lesson'],
  },
] as const;

/** A published (open) job with the interview questions above. */
export async function openJob(session: StaffSession, overrides: Record<string, unknown> = {}) {
  const job = await createJob(session, publishableJob({ questions: interviewQuestions, ...overrides }));
  const res = await session.api(`/api/jobs/${job.id}/publish`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
  return job;
}

export const invite = (session: StaffSession, jobId: number, candidates: { name: string; email: string }[]) =>
  session.api(`/api/jobs/${jobId}/candidates/invitations`, { method: 'POST', json: { candidates } });

/** The link token of the newest interview e-mail to this address. */
export async function interviewToken(baseUrl: string, email: string): Promise<string> {
  const mail = (await outboxFor(baseUrl, email)).find((m) => m.kind === 'interview_invitation');
  const token = mail?.text.match(/\/candidate-interview\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no interview invitation with a link for ${email}`);
  return token;
}

/** The candidate's calls: no staff session, only the token. */
export function candidate(baseUrl: string, token: string) {
  const base = `${baseUrl}/api/interview/${token}`;
  return {
    state: () => jsonFetch(base),
    start: (body: unknown = { consent: true }) => jsonFetch(`${base}/start`, { method: 'POST', json: body }),
    answer: (questionId: string, body: unknown) =>
      jsonFetch(`${base}/answers/${questionId}`, { method: 'POST', json: body }),
    discard: (questionId: string) => fetch(`${base}/answers/${questionId}/recording`, { method: 'DELETE' }),
    chunk: (questionId: string, index: number, data: Uint8Array) =>
      fetch(`${base}/answers/${questionId}/recording/${index}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: data,
      }),
  };
}
