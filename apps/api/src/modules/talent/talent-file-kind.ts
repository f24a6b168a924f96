import { type ResumeFileKind, resumeFileKind } from '@talvio/ai/resume-file-kind';
import type { TalentFileKind } from '@talvio/contracts/talent';

/**
 * What an uploaded talent file is (docs/product/talent-intake.md), told from its content without loading the
 * parsers: the API checks every upload with it, the worker threads read the file.
 */

/** What a file is by its first bytes (a CSV is text whose name says so), or null when it is none of them. */
export function talentFileKind(bytes: Uint8Array, fileName: string): TalentFileKind | null {
  const kind = resumeFileKind(bytes);
  if (isCsv(kind, fileName)) return 'csv';
  return kind === null ? null : toTalentKind(kind);
}

export const isCsv = (kind: ResumeFileKind | null, fileName: string) =>
  kind === 'txt' && /\.csv$/i.test(fileName);

export const toTalentKind = (kind: ResumeFileKind): Exclude<TalentFileKind, 'csv'> =>
  kind === 'png' || kind === 'jpeg' ? 'image' : kind;
