import {
  type PreparedProfile,
  prepareRankingJob,
  prepareRankingProfile,
  type RankingJob,
  rankPreparedProfile,
} from '@talvio/ai/talent-ranking';
import { resolveSkill } from '@talvio/ai/taxonomy';
import { tokenise } from '@talvio/ai/text';
import type { TalentRanking, talentRankingQuerySchema } from '@talvio/contracts/talent-ranking';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { getJob } from '../jobs/jobs.service.ts';
import {
  closestProfileIds,
  consideredCap,
  countPool,
  earlierInterviews,
  invitationsToJob,
  profilesByIds,
} from './talent-ranking.repository.ts';

/** Words of a title that say a level, not a line of work; they find no one by themselves. */
const LEVEL_WORDS =
  /^(intern|junior|jr|mid|senior|sr|lead|principal|staff|head|chief|of|and|the|for|in|at|a|an|i|ii|iii)$/;

/** The words that pick the profiles worth scoring: every name of the job's skills, and the title's words. */
function searchTerms(job: RankingJob): string[] {
  const terms = new Set<string>();
  for (const name of [...job.required_skills, ...job.nice_to_have_skills]) {
    const skill = resolveSkill(name);
    for (const term of skill ? [skill.name, ...skill.aliases] : [name]) terms.add(term.toLowerCase());
  }
  for (const token of tokenise(job.title)) if (!LEVEL_WORDS.test(token.norm)) terms.add(token.norm);
  return [...terms].filter((term) => term.trim() !== '');
}

function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h2|h3|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

const currentMonth = (now: Date) => now.toISOString().slice(0, 7);

/**
 * What the ranking reads from a profile is the same for every job: kept per process for the profiles ranked
 * lately, by id and last change (a changed profile is read again), the oldest dropped first.
 */
const preparedProfiles = new Map<string, PreparedProfile>();
const preparedCap = 5_000;

type ProfileRow = Awaited<ReturnType<typeof profilesByIds>>[number];

function preparedOf(row: ProfileRow): PreparedProfile {
  const key = `${row.id}:${row.updatedAt.getTime()}`;
  let prepared = preparedProfiles.get(key);
  if (prepared) {
    preparedProfiles.delete(key);
  } else {
    prepared = prepareRankingProfile({
      headline: row.headline,
      summary: row.summary,
      location: row.location,
      skills: row.skills,
      experience: row.experience,
      certifications: row.certifications,
      total_years: row.totalYears,
    });
    if (preparedProfiles.size >= preparedCap) {
      const oldest = preparedProfiles.keys().next().value;
      if (oldest !== undefined) preparedProfiles.delete(oldest);
    }
  }
  preparedProfiles.set(key, prepared);
  return prepared;
}

/**
 * GET /talent/ranking?job_id=: the organisation's pool ranked against the job (docs/product/find-candidates.md). The
 * profiles sharing words with the job are scored by the local engine, best first; names, e-mails, phones and links
 * are never given to it.
 */
export async function getTalentRanking(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  query: z.output<typeof talentRankingQuerySchema>,
): Promise<TalentRanking> {
  const job = await getJob(deps, staff.organisationId, query.job_id);
  const rankingJob: RankingJob = { ...job, description: plainText(job.description_html) };
  const prepared = prepareRankingJob(rankingJob);
  const ids = await closestProfileIds(deps.db, staff.organisationId, searchTerms(rankingJob));
  const [rows, poolSize] = await Promise.all([
    profilesByIds(deps.db, staff.organisationId, ids),
    countPool(deps.db, staff.organisationId),
  ]);
  const now = currentMonth(new Date());
  const ranked = rows
    .map((row) => {
      const ranking = rankPreparedProfile(prepared, preparedOf(row), now);
      const exact = ranking.criteria.reduce((sum, criterion) => sum + criterion.points, 0);
      return { row, ranking, exact };
    })
    .sort((a, b) => b.exact - a.exact || a.row.id - b.row.id);
  const start = (query.page - 1) * query.page_size;
  const page = ranked.slice(start, start + query.page_size);
  const pageIds = page.map((item) => item.row.id);
  // Read after scoring, for the page only: an earlier interview is shown, never scored.
  const [invitations, earlier] = await Promise.all([
    invitationsToJob(deps.db, job.id, pageIds),
    earlierInterviews(deps.db, staff.organisationId, job.id, pageIds),
  ]);
  return {
    job: { id: job.id, title: job.title, status: job.status },
    items: page.map(({ row, ranking }) => {
      const invitation = invitations.get(row.id);
      const interview = earlier.get(row.id);
      return {
        candidate_id: row.id,
        name: row.name,
        email: row.email,
        headline: row.headline,
        location: row.location,
        total_years: row.totalYears === null ? null : Math.round(row.totalYears * 10) / 10,
        score: ranking.score,
        criteria: ranking.criteria,
        invitation: invitation ? { job_candidate_id: invitation.id, status: invitation.status } : null,
        earlier_interview: interview
          ? {
              job_id: interview.jobId,
              job_title: interview.jobTitle,
              score: interview.score,
              decision: interview.decision,
              completed_at: interview.completedAt?.toISOString() ?? null,
            }
          : null,
      };
    }),
    considered: ranked.length,
    considered_cap: consideredCap,
    pool_size: poolSize,
    total: ranked.length,
    page: query.page,
    page_size: query.page_size,
  };
}
