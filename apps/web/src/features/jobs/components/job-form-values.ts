import type {
  AiEngineInfo,
  EmploymentType,
  Job,
  JobInput,
  JobInterviewSettings,
  JobQuestion,
  QuestionDifficulty,
  QuestionType,
  SalaryPeriod,
  Seniority,
  WorkMode,
} from '@talvio/contracts/jobs';
import { jobLimits } from '@talvio/contracts/jobs';
import type { OrganisationSettings } from '@talvio/contracts/settings';
import type { Currency } from '@talvio/domain/currency';
import { minorToDecimalString, parseMajorToMinor } from '@talvio/domain/money';

/** A question as the editor holds it; `key` keeps React rows stable while questions move. */
export interface EditableQuestion {
  key: string;
  id: string | undefined;
  text: string;
  type: QuestionType;
  skill: string;
  difficulty: QuestionDifficulty;
  time_limit_seconds: number | string;
  rubric: string[];
}

/** The job editor's values: what people type (salary in major units, numbers possibly empty). */
export interface JobFormValues {
  title: string;
  department: string;
  seniority: Seniority;
  employment_type: EmploymentType;
  work_mode: WorkMode;
  country: string;
  city: string;
  experience_min_years: number | string;
  experience_max_years: number | string;
  salary_min: string;
  salary_max: string;
  salary_currency: Currency;
  salary_period: SalaryPeriod;
  description_html: string;
  required_skills: string[];
  nice_to_have_skills: string[];
  interview: Omit<
    JobInterviewSettings,
    'question_count' | 'answer_time_limit_seconds' | 'link_expiry_days'
  > & {
    question_count: number | string;
    answer_time_limit_seconds: number | string;
    link_expiry_days: number | string;
  };
  questions: EditableQuestion[];
  description_engine: AiEngineInfo | null;
  questions_engine: AiEngineInfo | null;
}

let keyCounter = 0;
const nextKey = () => {
  keyCounter += 1;
  return `q${keyCounter}`;
};

export function newQuestion(timeLimit: number | string): EditableQuestion {
  return {
    key: nextKey(),
    id: undefined,
    text: '',
    type: 'technical',
    skill: '',
    difficulty: 'medium',
    time_limit_seconds: timeLimit,
    rubric: ['', '', ''],
  };
}

export function fromQuestion(q: JobQuestion): EditableQuestion {
  return {
    key: nextKey(),
    id: q.id,
    text: q.text,
    type: q.type,
    skill: q.skill ?? '',
    difficulty: q.difficulty,
    time_limit_seconds: q.time_limit_seconds,
    rubric: [...q.rubric],
  };
}

const majorText = (minor: number | null) =>
  minor === null ? '' : minorToDecimalString(minor).replace(/\.00$/, '');

/** The editor's values for an existing job, or for a new one with the organisation's interview defaults. */
export function toFormValues(
  job: Job | null,
  defaults: OrganisationSettings['interview_defaults'] | undefined,
  currency: Currency,
): JobFormValues {
  if (job) {
    return {
      title: job.title,
      department: job.department ?? '',
      seniority: job.seniority,
      employment_type: job.employment_type,
      work_mode: job.work_mode,
      country: job.location?.country_code ?? '',
      city: job.location?.city ?? '',
      experience_min_years: job.experience_min_years ?? '',
      experience_max_years: job.experience_max_years ?? '',
      salary_min: majorText(job.salary_min),
      salary_max: majorText(job.salary_max),
      salary_currency: job.salary_currency,
      salary_period: job.salary_period,
      description_html: job.description_html,
      required_skills: job.required_skills,
      nice_to_have_skills: job.nice_to_have_skills,
      interview: { ...job.interview },
      questions: job.questions.map(fromQuestion),
      description_engine: job.description_engine,
      questions_engine: job.questions_engine,
    };
  }
  return {
    title: '',
    department: '',
    seniority: 'mid',
    employment_type: 'full_time',
    work_mode: 'onsite',
    country: '',
    city: '',
    experience_min_years: '',
    experience_max_years: '',
    salary_min: '',
    salary_max: '',
    salary_currency: currency,
    salary_period: 'year',
    description_html: '',
    required_skills: [],
    nice_to_have_skills: [],
    interview: {
      mode: defaults?.mode ?? 'text',
      question_count: defaults?.question_count ?? 8,
      answer_time_limit_seconds: defaults?.answer_time_limit_seconds ?? 180,
      link_expiry_days: defaults?.link_expiry_days ?? 7,
      language: 'en',
      allow_extra_time: defaults?.allow_extra_time ?? false,
    },
    questions: [],
    description_engine: null,
    questions_engine: null,
  };
}

const optionalNumber = (v: number | string): number | null => (typeof v === 'number' ? v : null);
const requiredNumber = (v: number | string, fallback: number): number =>
  typeof v === 'number' ? v : fallback;

/** The request body of POST /jobs and PUT /jobs/{id}. Validation has already checked the numbers. */
export function toJobInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    department: values.department.trim() || null,
    location:
      values.city.trim() && values.country
        ? { city: values.city.trim(), country_code: values.country }
        : null,
    work_mode: values.work_mode,
    employment_type: values.employment_type,
    seniority: values.seniority,
    experience_min_years: optionalNumber(values.experience_min_years),
    experience_max_years: optionalNumber(values.experience_max_years),
    salary_min: values.salary_min.trim() ? parseMajorToMinor(values.salary_min) : null,
    salary_max: values.salary_max.trim() ? parseMajorToMinor(values.salary_max) : null,
    salary_currency: values.salary_currency,
    salary_period: values.salary_period,
    description_html: values.description_html,
    required_skills: values.required_skills,
    nice_to_have_skills: values.nice_to_have_skills,
    interview: {
      ...values.interview,
      question_count: requiredNumber(values.interview.question_count, 8),
      answer_time_limit_seconds: requiredNumber(values.interview.answer_time_limit_seconds, 180),
      link_expiry_days: requiredNumber(values.interview.link_expiry_days, 7),
    },
    questions: values.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      text: q.text.trim(),
      type: q.type,
      skill: q.skill.trim() || null,
      difficulty: q.difficulty,
      time_limit_seconds: requiredNumber(q.time_limit_seconds, 180),
      rubric: q.rubric.map((p) => p.trim()),
    })),
    description_engine: values.description_engine,
    questions_engine: values.questions_engine,
  };
}

const range = (min: number, max: number, unit: string) => (value: number | string) => {
  if (value === '') return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) return `Must be a whole number of ${unit}`;
  if (value < min) return `Must be at least ${min} ${unit}`;
  if (value > max) return `Must be at most ${max} ${unit}`;
  return null;
};
const required = (check: (v: number | string) => string | null, unit: string) => (value: number | string) =>
  value === '' ? `Enter a number of ${unit}` : check(value);

function moneyError(text: string): string | null {
  if (!text.trim()) return null;
  const minor = parseMajorToMinor(text);
  if (minor === null) return 'Enter an amount such as 85000 or 85000.50';
  return minor > jobLimits.salaryMinor.max ? 'Is too large' : null;
}

/** The editor's own checks, with the server's wording; the server checks everything again. */
export const jobFormValidation = {
  title: (v: string) =>
    v.trim().length < jobLimits.title.min
      ? `Enter a title of at least ${jobLimits.title.min} characters`
      : v.trim().length > jobLimits.title.max
        ? `Must be at most ${jobLimits.title.max} characters`
        : null,
  city: (v: string, values: JobFormValues) => (values.country && !v.trim() ? 'Choose a city' : null),
  experience_min_years: range(jobLimits.experienceYears.min, jobLimits.experienceYears.max, 'years'),
  experience_max_years: (v: number | string, values: JobFormValues) =>
    range(jobLimits.experienceYears.min, jobLimits.experienceYears.max, 'years')(v) ??
    (typeof v === 'number' &&
    typeof values.experience_min_years === 'number' &&
    v < values.experience_min_years
      ? 'Must not be less than the minimum'
      : null),
  salary_min: moneyError,
  salary_max: (v: string, values: JobFormValues) => {
    const own = moneyError(v);
    if (own) return own;
    const min = parseMajorToMinor(values.salary_min);
    const max = parseMajorToMinor(v);
    return min !== null && max !== null && max < min ? 'Must not be less than the minimum' : null;
  },
  interview: {
    question_count: required(
      range(jobLimits.questionCount.min, jobLimits.questionCount.max, 'questions'),
      'questions',
    ),
    answer_time_limit_seconds: required(
      range(jobLimits.answerTimeLimitSeconds.min, jobLimits.answerTimeLimitSeconds.max, 'seconds'),
      'seconds',
    ),
    link_expiry_days: required(
      range(jobLimits.linkExpiryDays.min, jobLimits.linkExpiryDays.max, 'days'),
      'days',
    ),
  },
  questions: {
    text: (v: string) =>
      v.trim().length < jobLimits.questionText.min
        ? `Must be at least ${jobLimits.questionText.min} characters`
        : null,
    time_limit_seconds: required(
      range(jobLimits.answerTimeLimitSeconds.min, jobLimits.answerTimeLimitSeconds.max, 'seconds'),
      'seconds',
    ),
    rubric: (points: string[]) =>
      points.some((p) => p.trim().length < jobLimits.rubricPoint.min)
        ? `Each key point needs at least ${jobLimits.rubricPoint.min} characters`
        : points.length < jobLimits.rubric.min || points.length > jobLimits.rubric.max
          ? `Give ${jobLimits.rubric.min} to ${jobLimits.rubric.max} key points`
          : null,
  },
};
