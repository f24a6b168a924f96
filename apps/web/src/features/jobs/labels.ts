import type {
  EmploymentType,
  JobAction,
  JobStatus,
  QuestionDifficulty,
  SalaryPeriod,
  Seniority,
  WorkMode,
} from '@talvio/contracts/jobs';

/** How each value reads on screen. */
export const statusLabels: Record<JobStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray.7' },
  open: { label: 'Open', color: 'teal.9' },
  paused: { label: 'Paused', color: 'yellow.9' },
  closed: { label: 'Closed', color: 'dark.4' },
};
export const actionLabels: Record<JobAction, string> = {
  publish: 'Publish',
  pause: 'Pause',
  reopen: 'Reopen',
  close: 'Close job',
};
export const workModeLabels: Record<WorkMode, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};
export const employmentTypeLabels: Record<EmploymentType, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};
export const seniorityLabels: Record<Seniority, string> = {
  intern: 'Intern',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
};
export const salaryPeriodLabels: Record<SalaryPeriod, string> = {
  year: 'per year',
  month: 'per month',
  hour: 'per hour',
};
export const difficultyLabels: Record<QuestionDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** Select options from a label record, in its key order. */
export function options<K extends string>(labels: Record<K, string>): { value: K; label: string }[] {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}
