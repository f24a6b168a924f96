import { poolExportColumns } from '@talvio/contracts/talent-pool';
import { csvFile } from '../../csv.ts';

/**
 * The talent pool's CSV export (docs/product/talent-pool.md, **export CSV**): RFC 4180 (CRLF, quotes doubled),
 * UTF-8 with a byte-order mark so spreadsheets read names as written, skills and tags joined with "; " as the
 * candidate CSV import reads them, and no cell a spreadsheet would run as a formula.
 */

export interface ExportedProfile {
  name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  headline: string | null;
  skills: string[];
  totalYears: number | null;
  tags: string[];
  source: string;
  updatedAt: Date;
}

export function poolCsv(profiles: readonly ExportedProfile[]): string {
  return csvFile(
    poolExportColumns,
    profiles.map((p) => [
      p.name,
      p.email,
      p.phone,
      p.location,
      p.headline,
      p.skills.join('; '),
      p.totalYears === null ? null : Math.round(p.totalYears * 10) / 10,
      p.tags.join('; '),
      p.source,
      p.updatedAt.toISOString(),
    ]),
  );
}
