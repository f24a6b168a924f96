import { createHash } from 'node:crypto';
import {
  type PreparedProfile,
  prepareRankingJob,
  prepareRankingProfile,
  type RankingJob,
  rankPreparedProfile,
} from '@talvio/ai/talent-ranking';
import type { RerankInput, RerankResult } from '@talvio/ai/talent-rerank';
import { resolveSkill } from '@talvio/ai/taxonomy';
import { plainText, tokenise } from '@talvio/ai/text';
import {
  type AiReview,
  aiRerankCap,
  type TalentRanking,
  type talentRankingQuerySchema,
} from '@talvio/contracts/talent-ranking';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
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

const currentMonth = (now: Date) => now.toISOString().slice(0, 7);

/**
 * What the ranking reads from a profile is the same for every job: kept per process for the profiles ranked
 * lately, by id and last change (a changed profile is read again), the oldest dropped first.
 */
const preparedProfiles = new Map<string, PreparedProfile>();
const preparedCap = 5_000;

type ProfileRow = Awaited<ReturnType<typeof profilesByIds>>[number];

/** Sets `key` as the newest entry of `map`, dropping the oldest one when the map already holds `cap`. */
function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, cap: number): void {
  map.delete(key);
  if (map.size >= cap) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}

function preparedOf(row: ProfileRow): PreparedProfile {
  const key = `${row.id}:${row.updatedAt.getTime()}`;
  const prepared =
    preparedProfiles.get(key) ??
    prepareRankingProfile({
      headline: row.headline,
      summary: row.summary,
      location: row.location,
      skills: row.skills,
      experience: row.experience,
      certifications: row.certifications,
      total_years: row.totalYears,
    });
  keepNewest(preparedProfiles, key, prepared, preparedCap);
  return prepared;
}

/**
 * GET /talent/ranking?job_id=: the organisation's pool ranked against the job (docs/product/find-candidates.md). The
 * profiles sharing words with the job are scored by the local engine, best first; names, e-mails, phones and links
 * are never given to it.
 */
export async function getTalentRanking(
  deps: Pick<AppContext, 'db' | 'ai'>,
  staff: StaffPrincipal,
  query: z.output<typeof talentRankingQuerySchema>,
): Promise<TalentRanking> {
  if (query.rerank === 'ai' && deps.ai.name !== 'openai')
    throw new AppError(
      'ai_rerank_unavailable',
      409,
      'Re-ranking with AI needs the openai engine: set AI_BASE_URL and AI_MODEL.',
      'rerank',
    );
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
  const rerank = query.rerank === 'ai' ? await rerankBest(deps.ai, rankingJob, ranked) : null;
  if (rerank) ranked.splice(0, rerank.order.length, ...rerank.order);
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
      const review = rerank?.reviews.get(row.id) ?? null;
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
        ai_review: review,
      };
    }),
    considered: ranked.length,
    considered_cap: consideredCap,
    pool_size: poolSize,
    total: ranked.length,
    page: query.page,
    page_size: query.page_size,
    ai_rerank_available: deps.ai.name === 'openai',
    ai_rerank: rerank
      ? { model: rerank.model, reviewed: rerank.reviews.size, failure: rerank.failure }
      : null,
  };
}

/**
 * What a profile says about work, as text for the AI re-rank: what the local ranking reads, nothing about who the
 * person is (no name, e-mail, phone, links, education or languages).
 */
function blindProfileText(row: ProfileRow): string {
  const lines = [
    row.headline ? `Headline: ${row.headline}` : '',
    row.location ? `Location: ${row.location}` : '',
    row.totalYears === null ? '' : `Years of experience: ${Math.round(row.totalYears * 10) / 10}`,
    row.skills.length > 0 ? `Skills: ${row.skills.join(', ')}` : '',
    row.summary ? `Summary: ${row.summary}` : '',
    ...row.experience.map((entry) =>
      [
        `Role: ${entry.title} at ${entry.company} (${entry.start ?? '?'} – ${entry.end ?? 'present'})`,
        entry.description ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
    ),
    row.certifications.length > 0 ? `Certifications: ${row.certifications.join(', ')}` : '',
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * One re-rank serves every page of its ranking (docs/product/find-candidates.md, **AI re-rank**): the model's answer
 * is kept per process for 10 minutes under what it was sent (the job and the 50 profiles' texts), so the next page
 * is cut from the same order rather than a second answer; a failed re-rank is not kept.
 */
const rerankAnswers = new Map<string, { until: number; result: RerankResult }>();
const rerankKeepMs = 10 * 60_000;
const rerankAnswersCap = 200;

async function rerankOnce(ai: AppContext['ai'], input: RerankInput): Promise<RerankResult | null> {
  const key = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const now = Date.now();
  const kept = rerankAnswers.get(key);
  if (kept && kept.until > now) return kept.result;
  const result = await ai.rerankProfiles(input);
  if (result && result.failure === null)
    keepNewest(rerankAnswers, key, { until: now + rerankKeepMs, result }, rerankAnswersCap);
  return result;
}

/**
 * The AI re-rank (docs/product/find-candidates.md, **AI re-rank**): the best {@link aiRerankCap} of the local ranking
 * are read by the openai engine under opaque ids, and reordered by its score (the local order breaks ties and places
 * any it did not score after those it did). When the engine fails, the local order stands and the reason is given.
 */
async function rerankBest<T extends { row: ProfileRow }>(
  ai: AppContext['ai'],
  job: RankingJob,
  ranked: readonly T[],
): Promise<{ order: T[]; reviews: Map<number, AiReview>; model: string; failure: string | null }> {
  const best = ranked.slice(0, aiRerankCap);
  const input: RerankInput = {
    job: {
      title: job.title,
      seniority: job.seniority,
      required_skills: [...job.required_skills],
      nice_to_have_skills: [...job.nice_to_have_skills],
      location:
        job.work_mode === 'remote'
          ? 'remote'
          : job.location
            ? `${job.location.city}, ${job.location.country_code} (${job.work_mode})`
            : null,
      description: job.description.slice(0, 4_000),
    },
    profiles: best.map((item, index) => ({ id: `p${index + 1}`, text: blindProfileText(item.row) })),
  };
  const result = await rerankOnce(ai, input);
  if (!result) return { order: [...best], reviews: new Map(), model: ai.model, failure: 'No re-rank.' };
  const byOpaqueId = new Map(result.reviews.map((review) => [review.id, review]));
  const reviews = new Map<number, AiReview>();
  best.forEach((item, index) => {
    const review = byOpaqueId.get(`p${index + 1}`);
    if (review)
      reviews.set(item.row.id, {
        score: review.score,
        criteria: review.criteria.map(({ criterion, quote, reason }) => ({ key: criterion, quote, reason })),
      });
  });
  const order = best
    .map((item, index) => ({ item, index, score: reviews.get(item.row.id)?.score ?? -1 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
  return { order, reviews, model: result.model, failure: result.failure };
}
