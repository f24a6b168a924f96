import type { Page } from '@playwright/test';
import { demoQuestions } from '@talvio/domain/demo';
import { apiCall, expect } from './fixtures.ts';

/** Interview questions with rubrics: the demo organisation's own. */
export const journeyQuestions = demoQuestions.map((question) => ({
  ...question,
  rubric: [...question.rubric],
}));

/**
 * Subscribes the signed-in admin's organisation to a paid plan through the local Razorpay sandbox (the same
 * checkout form a person fills in), so interviews can be sent without touching the shared demo organisation.
 */
export async function subscribeTo(page: Page, plan: 'starter' | 'business' | 'enterprise') {
  const start = await apiCall(page, 'POST', '/api/razorpay/subscription', { plan, currency: 'USD' });
  expect(start.status).toBe(201);
  const checkoutUrl = (start.body.checkout as { url: string }).url;
  const html = await (await page.request.get(checkoutUrl)).text();
  const form: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form[name!] = value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  Object.assign(form, {
    card_number: '4111 1111 1111 1111',
    expiry: '12/39',
    cvv: '123',
    card_name: 'Test Payer',
  });
  const paid = await page.request.post('/sandbox/razorpay/checkout', { form, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const params = new URL(paid.headers().location!).searchParams;
  const verified = await apiCall(page, 'POST', '/api/razorpay/verify-payment', {
    razorpay_subscription_id: params.get('razorpay_subscription_id'),
    razorpay_payment_id: params.get('razorpay_payment_id'),
    razorpay_signature: params.get('razorpay_signature'),
  });
  expect(verified.status).toBe(200);
}

/** A published job with the questions above (spends the organisation's welcome credit). */
export async function publishJob(
  page: Page,
  title = 'Frontend Engineer',
  mode: 'text' | 'voice' | 'video' = 'voice',
) {
  const created = await apiCall(page, 'POST', '/api/jobs', {
    title,
    department: 'Engineering',
    location: { city: 'Pune', country_code: 'IN' },
    work_mode: 'remote',
    employment_type: 'full_time',
    seniority: 'mid',
    experience_min_years: 2,
    experience_max_years: 6,
    salary_min: null,
    salary_max: null,
    salary_currency: 'USD',
    salary_period: 'year',
    description_html: '<p>Build the screens recruiters use every day.</p>',
    required_skills: ['React', 'TypeScript'],
    nice_to_have_skills: [],
    interview: {
      mode,
      question_count: 3,
      answer_time_limit_seconds: 180,
      link_expiry_days: 7,
      language: 'en',
      allow_extra_time: true,
    },
    questions: journeyQuestions,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  expect((await apiCall(page, 'POST', `/api/jobs/${id}/publish`)).status).toBe(200);
  return id;
}

/**
 * Puts the organisation signed in on `page` on a paid plan and opens one job ("Frontend Engineer") whose interviews
 * run in `mode`; returns the job's id.
 */
export async function startHiring(
  page: Page,
  plan: 'starter' | 'business' | 'enterprise',
  mode: 'text' | 'voice' | 'video',
): Promise<number> {
  await subscribeTo(page, plan);
  return publishJob(page, 'Frontend Engineer', mode);
}
