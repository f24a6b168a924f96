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
