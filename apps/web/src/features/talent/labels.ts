import type { candidateSources } from '@talvio/contracts/interviews';
import {
  type ReviewField,
  type TalentFile,
  type TalentFileKind,
  type TalentOutcome,
  talentFailureMessages,
  talentLimits,
} from '@talvio/contracts/talent';

const numberFormat = new Intl.NumberFormat('en');
/** A count as people read it: "1,000". */
export const formatCount = (n: number) => numberFormat.format(n);

/** "1 file", "3 files". */
export const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** What a finished file gave, as its badge says it. */
export const outcomeLabels: Record<TalentOutcome, string> = {
  created: 'Created',
  merged: 'Merged into existing profile (same e-mail)',
  needs_review: 'Needs review',
  failed: 'Failed',
};

export const outcomeColors: Record<TalentOutcome, string> = {
  created: 'teal',
  merged: 'blue',
  needs_review: 'yellow',
  failed: 'red',
};

/** The status of a file in words: its state while the server works on it, then its outcome. */
export function fileStatusText(file: Pick<TalentFile, 'state' | 'outcome'>): string {
  if (file.state === 'queued') return 'Queued';
  if (file.state === 'parsing') return 'Reading…';
  return file.outcome ? outcomeLabels[file.outcome] : 'Read';
}

/** Why a file gave no profile, in words (the server sends them; the contract's are the fallback). */
export function failureText(file: Pick<TalentFile, 'reason' | 'reason_message'>): string {
  return (
    file.reason_message ?? (file.reason ? talentFailureMessages[file.reason] : 'The file could not be read.')
  );
}

export const kindLabels: Record<TalentFileKind, string> = {
  pdf: 'PDF',
  docx: 'Word',
  txt: 'Text',
  image: 'Scan (image)',
  csv: 'CSV',
};

/** The profile fields a person may be asked to check, as the profile names them. */
export const reviewFieldLabels: Record<ReviewField, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  location: 'Location',
  headline: 'Headline',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
};

export const sourceLabels: Record<(typeof candidateSources)[number], string> = {
  upload: 'Uploaded résumé or CSV',
  invitation: 'Interview invitation',
  public_link: 'Public interview link',
  manual: 'Added by hand',
};

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A profile date (`YYYY-MM` or `YYYY`) as people read it: "Mar 2021", "2019"; null reads as `whenNull`. */
export function formatProfileDate(value: string | null, whenNull = ''): string {
  if (!value) return whenNull;
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** The file types the picker offers; anything else may still be dropped, and the server says what it was. */
export const acceptedFiles = '.pdf,.docx,.txt,.png,.jpg,.jpeg,.csv';
export const maxFileMb = talentLimits.fileBytes / 1024 / 1024;
