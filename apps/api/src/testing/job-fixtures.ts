import type { StaffSession } from './staff-client.ts';

/** One complete interview question (as the editor sends it). */
export const sampleQuestion = {
  text: 'Tell us about a React component you made faster. How did you measure it?',
  type: 'technical',
  skill: 'React',
  difficulty: 'medium',
  time_limit_seconds: 180,
  rubric: ['Names a concrete component', 'Measures before and after', 'Explains the trade-off'],
} as const;

/** A job with everything publishing needs (title, description, a question). */
export function publishableJob(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Senior React Developer',
    department: 'Engineering',
    location: { city: 'Pune', country_code: 'IN' },
    work_mode: 'hybrid',
    employment_type: 'full_time',
    seniority: 'senior',
    experience_min_years: 5,
    experience_max_years: 9,
    salary_min: 2_500_000_00,
    salary_max: 4_000_000_00,
    salary_currency: 'INR',
    salary_period: 'year',
    description_html: '<h2>About the role</h2><p>Build the <strong>hiring</strong> screens.</p>',
    required_skills: ['React', 'TypeScript'],
    nice_to_have_skills: ['GraphQL'],
    questions: [sampleQuestion],
    ...overrides,
  };
}

export interface JobBody {
  id: number;
  title: string;
  status: string;
  questions: { id: string; text: string; position: number }[];
  [key: string]: unknown;
}

/** POST /api/jobs, failing the test setup on anything but 201. */
export async function createJob(session: StaffSession, body: Record<string, unknown> = publishableJob()) {
  const res = await session.api('/api/jobs', { method: 'POST', json: body });
  if (res.status !== 201) throw new Error(`create job failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as JobBody;
}

export async function remainingCredits(session: StaffSession): Promise<number> {
  const res = await session.api('/api/job-credits/remaining');
  if (res.status !== 200) throw new Error(`remaining credits failed: ${res.status}`);
  return ((await res.json()) as { remaining: number }).remaining;
}
