import { z } from 'zod';
import { emailAddress, lineText, multilineText } from './common.ts';
import { candidateSourceSchema } from './interviews.ts';

/**
 * Talent intake (docs/product/talent-intake.md): résumés and candidate CSVs uploaded in batches, parsed in the
 * background into talent-pool profiles. Staff calls live under /api/talent (batches and their files) and
 * /api/candidates/{id} (a profile).
 */

export const talentLimits = {
  /** One file of a batch. */
  fileBytes: 10 * 1024 * 1024,
  /** Files in one batch. */
  filesPerBatch: 1_000,
  /** Rows of one candidate CSV. */
  csvRows: 5_000,
  fileName: 255,
  name: 120,
  headline: 200,
  location: 120,
  summary: 5_000,
  notes: 5_000,
  tag: 40,
  tags: 30,
  skills: 100,
  links: 10,
  entries: 40,
} as const;

/** What a file turned out to be, by its content (never by its name). */
export const talentFileKinds = ['pdf', 'docx', 'txt', 'image', 'csv'] as const;
export const talentFileKindSchema = z.enum(talentFileKinds);
export type TalentFileKind = z.infer<typeof talentFileKindSchema>;

/** queued → parsing → done; a file whose parsing was interrupted goes back to queued. */
export const talentFileStates = ['queued', 'parsing', 'done'] as const;
export const talentFileStateSchema = z.enum(talentFileStates);
export type TalentFileState = z.infer<typeof talentFileStateSchema>;

/**
 * A finished file's outcome: a new profile, merged into the profile with the same e-mail, a profile created with
 * fields a person should check, or no profile with a reason.
 */
export const talentOutcomes = ['created', 'merged', 'needs_review', 'failed'] as const;
export const talentOutcomeSchema = z.enum(talentOutcomes);
export type TalentOutcome = z.infer<typeof talentOutcomeSchema>;

/** Why a file gave no profile. */
export const talentFailureReasons = [
  'unsupported_type',
  'too_large',
  'empty',
  'corrupt',
  'encrypted',
  'not_a_resume',
  'timed_out',
  'too_complex',
  'no_candidates',
] as const;
export const talentFailureReasonSchema = z.enum(talentFailureReasons);
export type TalentFailureReason = z.infer<typeof talentFailureReasonSchema>;

/** Each reason in words a recruiter understands, with what to do about it. */
export const talentFailureMessages: Record<TalentFailureReason, string> = {
  unsupported_type: 'This is not a PDF, Word (.docx), text, PNG/JPEG scan or CSV file.',
  too_large: `The file is larger than ${talentLimits.fileBytes / 1024 / 1024} MB.`,
  empty: 'The file is empty.',
  corrupt: 'The file is damaged and cannot be opened. Save or export it again and upload the new copy.',
  encrypted: 'The file is password-protected. Upload a copy without a password.',
  not_a_resume: 'No name, e-mail, phone or work history was found: this does not look like a résumé.',
  timed_out: 'Reading the file took too long. Try a smaller or simpler copy (for example a PDF export).',
  too_complex: 'The file needed more memory than a résumé should. Try a smaller or simpler copy.',
  no_candidates: 'No row has both a name and a valid e-mail, or the header row does not name those columns.',
};

/** Profile fields a person may be asked to check after parsing. */
export const reviewFields = [
  'name',
  'email',
  'phone',
  'location',
  'headline',
  'experience',
  'education',
  'skills',
] as const;
export const reviewFieldSchema = z.enum(reviewFields);
export type ReviewField = z.infer<typeof reviewFieldSchema>;

export const reviewFlagSchema = z.object({
  field: reviewFieldSchema,
  /** Why the field should be checked, in words. */
  reason: z.string(),
});
export type ReviewFlag = z.infer<typeof reviewFlagSchema>;

/** A CSV's rows, counted by outcome. */
export const csvRowCountsSchema = z.object({
  created: z.number().int(),
  merged: z.number().int(),
  failed: z.number().int(),
  /** The first few refused rows: line number and why. */
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type CsvRowCounts = z.infer<typeof csvRowCountsSchema>;

export const talentFileSchema = z.object({
  id: z.number().int(),
  batch_id: z.number().int(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  kind: talentFileKindSchema.nullable(),
  state: talentFileStateSchema,
  outcome: talentOutcomeSchema.nullable(),
  reason: talentFailureReasonSchema.nullable(),
  /** The reason in words (talentFailureMessages), when the file failed. */
  reason_message: z.string().nullable(),
  candidate_id: z.number().int().nullable(),
  candidate_name: z.string().nullable(),
  /** The fields of the profile a person should check (outcome needs_review). */
  review: z.array(reviewFlagSchema),
  /** Whether the text was read from a scan by OCR. */
  ocr: z.boolean(),
  /** Candidate CSVs only. */
  rows: csvRowCountsSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TalentFile = z.infer<typeof talentFileSchema>;

export const talentBatchCountsSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  parsing: z.number().int(),
  created: z.number().int(),
  merged: z.number().int(),
  needs_review: z.number().int(),
  failed: z.number().int(),
});
export type TalentBatchCounts = z.infer<typeof talentBatchCountsSchema>;

export const talentBatchSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  created_by_name: z.string(),
  counts: talentBatchCountsSchema,
  /** Every file of the batch is done. */
  finished: z.boolean(),
});
export type TalentBatch = z.infer<typeof talentBatchSchema>;

/**
 * GET /api/talent/batches/{id}: the batch and its files, oldest first. With `changed_since` (the previous answer's
 * `as_of`), only the files changed after it, so a page following a large batch asks for little.
 */
export const talentBatchDetailSchema = talentBatchSchema.extend({
  files: z.array(talentFileSchema),
  /** When this answer was read; pass it back as `changed_since`. */
  as_of: z.string(),
});
export type TalentBatchDetail = z.infer<typeof talentBatchDetailSchema>;

export const talentBatchQuerySchema = z.object({
  changed_since: z.iso
    .datetime({ offset: true, error: 'Must be a date-time as returned in as_of' })
    .optional(),
});

export const talentBatchListSchema = z.object({ items: z.array(talentBatchSchema) });
export type TalentBatchList = z.infer<typeof talentBatchListSchema>;

/** One work-history entry of a profile. Dates are `YYYY-MM` (or `YYYY`); `end` null means "present". */
export const experienceEntrySchema = z.object({
  title: lineText(200),
  company: lineText(200),
  start: z
    .string()
    .regex(/^\d{4}(-\d{2})?$/, 'Use YYYY-MM or YYYY')
    .nullable(),
  end: z
    .string()
    .regex(/^\d{4}(-\d{2})?$/, 'Use YYYY-MM or YYYY')
    .nullable(),
  description: multilineText(5_000),
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const educationEntrySchema = z.object({
  institution: lineText(200),
  degree: lineText(200),
  end: z
    .string()
    .regex(/^\d{4}(-\d{2})?$/, 'Use YYYY-MM or YYYY')
    .nullable(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const candidateResumeSchema = z.object({
  file_name: z.string(),
  kind: talentFileKindSchema,
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});

/** When and by whom a profile's personal data was erased (docs/product/candidate-privacy.md). */
export const candidateErasureSchema = z.object({
  erased_at: z.string(),
  /** `request`: a person erased it; `retention`: the organisation's retention period ran out. */
  reason: z.enum(['request', 'retention']),
  /** Who erased it; null for the retention sweep or a user since removed. */
  erased_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CandidateErasure = z.infer<typeof candidateErasureSchema>;

/** GET /api/candidates/{id}: a talent-pool profile. */
export const candidateProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  links: z.array(z.string()),
  skills: z.array(z.string()),
  experience: z.array(experienceEntrySchema),
  education: z.array(educationEntrySchema),
  languages: z.array(z.string()),
  certifications: z.array(z.string()),
  total_years: z.number().nullable(),
  tags: z.array(z.string()),
  notes: z.string(),
  source: candidateSourceSchema,
  review: z.array(reviewFlagSchema),
  resume: candidateResumeSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set once the person's data was erased: the profile is then a placeholder without personal data. */
  erased: candidateErasureSchema.nullable().optional(),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

/** Profile fields whose place in the résumé's text is known. */
export const sourcedFields = [
  'name',
  'email',
  'phone',
  'location',
  'headline',
  'summary',
  'links',
  'skills',
  'experience',
  'education',
  'languages',
  'certifications',
] as const;
export const sourcedFieldSchema = z.enum(sourcedFields);
export type SourcedField = z.infer<typeof sourcedFieldSchema>;

/**
 * Where one value of a profile came from: offsets into the résumé's text as read (`start` inclusive, `end`
 * exclusive) and how sure the parser was. `value` is the field's value, or one item of a list field; an entry of
 * the work history or education is named by {@link entrySourceValue}.
 */
export const fieldSourceSchema = z.object({
  field: sourcedFieldSchema,
  value: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  confidence: z.number(),
});
export type FieldSource = z.infer<typeof fieldSourceSchema>;

/**
 * GET /api/candidates/{id}/resume/text: the résumé's text as it was read (in reading order; from OCR for a scan)
 * and where each of the profile's values came from. A value a person has since changed has no source.
 */
export const resumeTextSchema = z.object({
  text: z.string(),
  ocr: z.boolean(),
  sources: z.array(fieldSourceSchema),
});
export type ResumeText = z.infer<typeof resumeTextSchema>;

/** How a work-history or education entry is named in its source. */
export function entrySourceValue(
  entry: { title: string; company: string } | { degree: string; institution: string },
): string {
  return ('title' in entry ? [entry.title, entry.company] : [entry.degree, entry.institution])
    .filter(Boolean)
    .join(' · ');
}

const optionalLine = (max: number) =>
  lineText(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/**
 * PATCH /api/candidates/{id}: the fields sent change; a field a person has set is no longer flagged for review
 * and is kept when a later résumé for the same e-mail is merged in.
 */
export const updateCandidateSchema = z
  .object({
    name: lineText(talentLimits.name).min(1, 'Enter a name'),
    email: emailAddress.nullable(),
    phone: optionalLine(40),
    location: optionalLine(talentLimits.location),
    headline: optionalLine(talentLimits.headline),
    summary: multilineText(talentLimits.summary)
      .nullable()
      .transform((v) => (v === '' ? null : v)),
    links: z.array(z.url('Enter a full address, starting with https://').max(500)).max(talentLimits.links),
    skills: z.array(lineText(80).min(1)).max(talentLimits.skills),
    experience: z.array(experienceEntrySchema).max(talentLimits.entries),
    education: z.array(educationEntrySchema).max(talentLimits.entries),
    tags: z.array(lineText(talentLimits.tag).min(1)).max(talentLimits.tags),
    notes: multilineText(talentLimits.notes),
  })
  .partial()
  .strict();
export type UpdateCandidateInput = z.input<typeof updateCandidateSchema>;

/** A list filter given once or repeated (`?skill=Go&skill=SQL`), or comma-separated. */
const listParam = (max: number, itemMax: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => item.split(','))
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(lineText(itemMax)).max(max, `At most ${max} values`));

/** Periods of the talent pool's last-activity filter, and their length in days. */
export const activityPeriods = ['7d', '30d', '90d', '180d', '365d'] as const;
export type ActivityPeriod = (typeof activityPeriods)[number];
export const activityPeriodDays: Record<ActivityPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '180d': 180,
  '365d': 365,
};

export const talentPoolSortFields = ['relevance', 'updated_at', 'name', 'total_years'] as const;

/**
 * GET /api/candidates: the talent pool (docs/product/talent-pool.md). `q` is a search as people write them: words
 * (all must match; the last may be the start of a word), "quoted phrases", -excluded words and OR.
 */
export const talentPoolQuerySchema = z.object({
  q: lineText(200).optional(),
  /** Every one of these skills (taxonomy names or their aliases, any case). */
  skill: listParam(10, 80).optional(),
  /** Every one of these tags. */
  tag: listParam(10, talentLimits.tag).optional(),
  location: lineText(talentLimits.location).optional(),
  min_years: z.coerce.number().min(0, 'Must be 0 or more').max(60, 'Must be at most 60').optional(),
  source: candidateSourceSchema.optional(),
  /** `yes`: invited to at least one interview; `no`: never invited. */
  interviewed: z.enum(['yes', 'no']).optional(),
  /** Last activity (the profile's last change or interview event) within this period… */
  active_within: z.enum(activityPeriods).optional(),
  /** …or none for at least this long. */
  inactive_for: z.enum(activityPeriods).optional(),
  /** Default: relevance with a search, else the most recently changed first. */
  sort: z.enum(talentPoolSortFields).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type TalentPoolQuery = z.input<typeof talentPoolQuerySchema>;

/** One profile in the talent pool's list. */
export const talentPoolItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  total_years: z.number().nullable(),
  skills: z.array(z.string()),
  tags: z.array(z.string()),
  source: candidateSourceSchema,
  /** Fields a person should check. */
  review_count: z.number().int(),
  /** Interviews the candidate was invited to, across jobs. */
  interviews: z.number().int(),
  updated_at: z.string(),
  /** The profile's last change or interview event (invited, started, finished, decided), whichever is later. */
  last_activity_at: z.string(),
});
export type TalentPoolItem = z.infer<typeof talentPoolItemSchema>;

export const talentPoolListSchema = z.object({
  items: z.array(talentPoolItemSchema),
  /** Matching profiles, counted up to 10,000 (`total_capped` then says there are more). */
  total: z.number().int(),
  total_capped: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TalentPoolList = z.infer<typeof talentPoolListSchema>;

export const talentProblemCodes = {
  batchFull: 'talent_batch_full',
  emailTaken: 'candidate_email_taken',
} as const;
