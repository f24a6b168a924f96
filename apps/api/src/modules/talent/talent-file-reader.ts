import { type ResumeFileKind, resumeFileKind } from '@talvio/ai/resume-file-kind';
import { type ParsedResume, parseResume } from '@talvio/ai/resume-parser';
import type { TalentFailureReason, TalentFileKind } from '@talvio/contracts/talent';
import { type CsvCandidate, type CsvProblem, readCandidatesCsv } from './candidates-csv.ts';
import { isCsv, toTalentKind } from './talent-file-kind.ts';

/**
 * Reading one uploaded file (docs/product/talent-intake.md): what it is by its content, then its résumé fields or
 * its CSV rows, or why it gives nothing. Runs in a worker thread (talent-worker.ts); everything it returns is plain
 * data.
 */

export interface ReadOptions {
  fileName: string;
  /** ISO 3166 country of the organisation, for phone numbers written without a country code. */
  defaultCountry: string | null;
  /** `YYYY-MM`: the month "present" means. */
  now: string;
}

export type ReadResult =
  | { kind: 'resume'; fileKind: Exclude<TalentFileKind, 'csv'>; resume: ParsedResume }
  | { kind: 'csv'; rows: CsvCandidate[]; problems: CsvProblem[]; total: number }
  | { kind: 'failed'; reason: TalentFailureReason };

export async function readTalentFile(bytes: Uint8Array, options: ReadOptions): Promise<ReadResult> {
  if (bytes.length === 0) return { kind: 'failed', reason: 'empty' };
  // The kind by content is read once: a CSV is text by name, anything else what its bytes are.
  const resumeKind = resumeFileKind(bytes);
  if (resumeKind === null) return { kind: 'failed', reason: 'unsupported_type' };
  if (isCsv(resumeKind, options.fileName)) {
    const csv = readCandidatesCsv(new TextDecoder().decode(bytes));
    return { kind: 'csv', ...csv };
  }
  let resume: ParsedResume;
  try {
    resume = await parseResume(bytes, resumeKind, {
      defaultCountry: options.defaultCountry,
      now: options.now,
    });
  } catch (err) {
    return { kind: 'failed', reason: failureOf(err, resumeKind) };
  }
  if (resume.text.trim() === '') return { kind: 'failed', reason: 'empty' };
  if (!looksLikeResume(resume)) return { kind: 'failed', reason: 'not_a_resume' };
  return { kind: 'resume', fileKind: toTalentKind(resumeKind), resume };
}

/** A résumé names its person or how to reach them, or lists work. */
function looksLikeResume(resume: ParsedResume): boolean {
  return Boolean(
    resume.email || resume.phone || resume.experience.length > 0 || (resume.name && resume.skills.length > 0),
  );
}

/** Why a file the parser could not open failed: a password, or damage. A zip that is no Word file is another type. */
function failureOf(err: unknown, kind: ResumeFileKind): TalentFailureReason {
  const name = err instanceof Error ? err.name : '';
  const message = err instanceof Error ? err.message : String(err);
  if (name === 'PasswordException' || /password|encrypt/i.test(message)) return 'encrypted';
  if (kind === 'docx' && /word\/document\.xml|find file in options|main document part/i.test(message))
    return 'unsupported_type';
  return 'corrupt';
}
