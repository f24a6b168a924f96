import type { Decision, InterviewStatus, Recommendation } from '@talvio/contracts/interviews';
import type { QuestionType } from '@talvio/contracts/jobs';
import type { interviewModes } from '@talvio/contracts/settings';

/** Interview modes as staff read them (job editor, settings' interview defaults). */
export const modeLabels: Record<(typeof interviewModes)[number], string> = {
  text: 'Text',
  voice: 'Voice',
  video: 'Video',
};

/** Question types as staff read them (job questions, a candidate's answers). */
export const questionTypeLabels: Record<QuestionType, string> = {
  technical: 'Technical',
  behavioural: 'Behavioural',
  situational: 'Situational',
  motivation: 'Motivation',
};

/** How each interview value reads on staff screens (colours keep WCAG AA contrast on light badges). */
export const interviewStatusLabels: Record<InterviewStatus, { label: string; color: string }> = {
  invited: { label: 'Invited', color: 'blue.9' },
  started: { label: 'Started', color: 'yellow.9' },
  completed: { label: 'Completed', color: 'teal.9' },
  evaluated: { label: 'Evaluated', color: 'talvio.7' },
  expired: { label: 'Expired', color: 'gray.7' },
  cancelled: { label: 'Cancelled', color: 'dark.4' },
};

/** Light badges: plain colour names, so the text takes the readable dark shade of each (WCAG 1.4.3). */
export const recommendationLabels: Record<Recommendation, { label: string; color: string }> = {
  strong_yes: { label: 'Strong yes', color: 'teal' },
  yes: { label: 'Yes', color: 'talvio' },
  maybe: { label: 'Maybe', color: 'gray' },
  no: { label: 'No', color: 'red' },
};

export const decisionLabels: Record<Decision, { label: string; color: string }> = {
  none: { label: 'No decision', color: 'gray.7' },
  shortlisted: { label: 'Shortlisted', color: 'talvio.7' },
  rejected: { label: 'Rejected', color: 'red.9' },
  hired: { label: 'Hired', color: 'teal.9' },
};
