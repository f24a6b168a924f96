import { z } from 'zod';
import {
  type ContextGroup,
  contextGroupOf,
  getTaxonomy,
  type SkillCategory,
  skillCategorySchema,
  type Taxonomy,
  type TermEntry,
} from './taxonomy.ts';
import { type Token, tokenise } from './text.ts';

export const skillSpanSchema = z.object({
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type SkillSpan = z.infer<typeof skillSpanSchema>;

export const extractedSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: skillCategorySchema,
  /** Every place the skill was found, in text order. */
  spans: z.array(skillSpanSchema),
});
export type ExtractedSkill = z.infer<typeof extractedSkillSchema>;

/** Words that make an ambiguous name likely to mean a skill of that group when they are near it. */
const CUE_WORDS: Record<ContextGroup, ReadonlySet<string>> = {
  tech: new Set(
    'programming language languages developer developers development engineer engineers software code coding stack backend frontend framework frameworks library libraries api apis service services microservices web app apps application applications devops cloud deploy deployment server servers database databases scripting scripts script golang compiler runtime tooling tests testing pipeline pipelines infrastructure data statistics statistical analysis analyses modelling modeling package packages repository repositories tech technologies technology technical sdk cli build builds containers kubernetes'.split(
      ' ',
    ),
  ),
  design: new Set(
    'design designer designers designs ui ux prototype prototypes prototyping mockups wireframes visual creative 3d illustration rendering'.split(
      ' ',
    ),
  ),
  business: new Set(
    'business sales finance financial accounting marketing reporting reports spreadsheet spreadsheets microsoft office proficient proficiency clients customers crm budget budgets stakeholders campaigns media formulas'.split(
      ' ',
    ),
  ),
  healthcare: new Set(
    'patient patients nurse nurses nursing clinical clinic hospital ward wards care medical medication medications healthcare health nhs registered licensed practitioner shift shifts bedside acute icu therapy therapist treatment physician doctor'.split(
      ' ',
    ),
  ),
  education: new Set(
    'school schools teacher teachers teaching pupils pupil students student classroom curriculum learning education lesson lessons'.split(
      ' ',
    ),
  ),
  hospitality: new Set(
    'hotel hotels restaurant restaurants guest guests bar kitchen kitchens menu food beverage hospitality venue alcohol'.split(
      ' ',
    ),
  ),
  engineering: new Set(
    'engineering engineer mechanical electrical manufacturing plant machinery site construction maintenance installation'.split(
      ' ',
    ),
  ),
  language: new Set('fluent fluency speak speaking native bilingual language languages spoken'.split(' ')),
  soft: new Set<string>(),
};

/** Words after an ambiguous name that show it is ordinary English ("go ahead", "excel in", "C-level"). */
const NEGATIVE_FOLLOWERS = new Set(
  'ahead to through back live out over away beyond above into further forward down up home the a an in at level suite grade'.split(
    ' ',
  ),
);
/** Extra tell-tale followers of one ambiguous form ("go for it", "go on"). */
const NEGATIVE_FOLLOWERS_BY_FORM: Record<string, ReadonlySet<string>> = {
  Go: new Set(['for', 'on', 'off', 'get', 'beyond', 'live', 'big', 'far', 'well', 'wrong', 'hand']),
};
/** Words before an ambiguous name that show it is ordinary English ("to go", "grade C", "vitamin C"). */
const NEGATIVE_PRECEDERS = new Set(
  "to will would can could must should let's lets we you they i don't not grade vitamin class type section plan appendix level part category schedule option tier".split(
    ' ',
  ),
);

const CUE_WINDOW = 5;
const SKILL_WINDOW = 8;

interface Candidate {
  entries: readonly TermEntry[];
  startToken: number;
  endToken: number; // exclusive
  raw: string;
  start: number;
  end: number;
}

interface Accepted {
  skillId: string;
  group: ContextGroup;
  startToken: number;
  endToken: number;
  start: number;
  end: number;
}

/** The taxonomy's entries for a key, or for its singular when it ends in a plural "s" (never ambiguous names). */
function entriesFor(terms: Taxonomy['terms'], key: string): readonly TermEntry[] | undefined {
  const entries = terms.get(key);
  if (entries || key.length <= 4 || !key.endsWith('s')) return entries;
  // Plurals of multi-letter terms ("REST APIs", "data pipelines").
  const singular = terms.get(key.slice(0, -1))?.filter((entry) => entry.ambiguity === 'plain');
  return singular && singular.length > 0 ? singular : undefined;
}

/** The longest term starting at `index`, growing the key a word at a time while some term starts with it. */
function lookup(tokens: readonly Token[], index: number): Candidate | undefined {
  const { terms, maxTermTokens, prefixes } = getTaxonomy();
  const last = Math.min(tokens.length, index + maxTermTokens);
  let key = '';
  let found: { entries: readonly TermEntry[]; end: number } | undefined;
  for (let end = index + 1; end <= last; end += 1) {
    key = key === '' ? tokens[index]!.norm : `${key} ${tokens[end - 1]!.norm}`;
    const entries = entriesFor(terms, key);
    if (entries) found = { entries, end };
    if (!prefixes.has(key)) break;
  }
  if (!found) return undefined;
  const slice = tokens.slice(index, found.end);
  return {
    entries: found.entries,
    startToken: index,
    endToken: found.end,
    raw: slice.map((token) => token.raw).join(' '),
    start: slice[0]!.start,
    end: slice[slice.length - 1]!.end,
  };
}

function hasNegativeNeighbour(tokens: readonly Token[], candidate: Candidate): boolean {
  const next = tokens[candidate.endToken];
  const previous = tokens[candidate.startToken - 1];
  if (next && NEGATIVE_FOLLOWERS.has(next.norm)) return true;
  if (next && NEGATIVE_FOLLOWERS_BY_FORM[candidate.raw]?.has(next.norm)) return true;
  if (previous && NEGATIVE_PRECEDERS.has(previous.norm)) return true;
  return false;
}

function contextScore(
  tokens: readonly Token[],
  candidate: Candidate,
  group: ContextGroup,
  accepted: readonly Accepted[],
): number {
  let score = 0;
  const cues = CUE_WORDS[group];
  const from = Math.max(0, candidate.startToken - CUE_WINDOW);
  const to = Math.min(tokens.length, candidate.endToken + CUE_WINDOW);
  for (let i = from; i < to; i += 1) {
    if (i >= candidate.startToken && i < candidate.endToken) continue;
    if (cues.has(tokens[i]!.norm)) score += 1;
  }
  for (const other of accepted) {
    if (other.group !== group) continue;
    const distance =
      other.startToken >= candidate.endToken
        ? other.startToken - candidate.endToken
        : candidate.startToken - other.endToken;
    if (distance >= 0 && distance <= SKILL_WINDOW) score += 2;
  }
  return score;
}

/** Picks the meaning of an ambiguous candidate from its context, or none. */
function resolveAmbiguous(
  tokens: readonly Token[],
  candidate: Candidate,
  accepted: readonly Accepted[],
): TermEntry | undefined {
  if (hasNegativeNeighbour(tokens, candidate)) return undefined;
  let best: TermEntry | undefined;
  let bestScore = 0;
  for (const entry of candidate.entries) {
    if (entry.ambiguity === 'strict' && candidate.raw !== entry.form) continue;
    const score = contextScore(tokens, candidate, contextGroupOf[entry.skill.category], accepted);
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Finds the taxonomy's skills in free text (a job description, a resume, an answer): longest n-gram match
 * against canonical names and aliases, case- and punctuation-insensitive. Ambiguous names ("Go", "R", "C",
 * "RN", "React") need supporting context: nearby skills of the same kind or cue words, and no tell-tale
 * ordinary-English neighbour ("go ahead", "grade C"). Returns each skill once, in order of first mention.
 */
export function extractSkills(text: string): ExtractedSkill[] {
  const tokens = tokenise(text);
  const plain: Accepted[] = [];
  const pending: Candidate[] = [];
  let index = 0;
  while (index < tokens.length) {
    const candidate = lookup(tokens, index);
    if (!candidate) {
      index += 1;
      continue;
    }
    const plainEntry = candidate.entries.find((entry) => entry.ambiguity === 'plain');
    if (plainEntry) {
      plain.push({
        skillId: plainEntry.skill.id,
        group: contextGroupOf[plainEntry.skill.category],
        startToken: candidate.startToken,
        endToken: candidate.endToken,
        start: candidate.start,
        end: candidate.end,
      });
    } else {
      pending.push(candidate);
    }
    index = candidate.endToken;
  }

  // Two rounds: an ambiguous name accepted in the first round may support another ("Go and Rust").
  const accepted = [...plain];
  let remaining = pending;
  for (let round = 0; round < 2 && remaining.length > 0; round += 1) {
    const next: Candidate[] = [];
    const acceptedThisRound: Accepted[] = [];
    for (const candidate of remaining) {
      const entry = resolveAmbiguous(tokens, candidate, accepted);
      if (!entry) {
        next.push(candidate);
        continue;
      }
      acceptedThisRound.push({
        skillId: entry.skill.id,
        group: contextGroupOf[entry.skill.category],
        startToken: candidate.startToken,
        endToken: candidate.endToken,
        start: candidate.start,
        end: candidate.end,
      });
    }
    accepted.push(...acceptedThisRound);
    remaining = next;
  }

  accepted.sort((a, b) => a.start - b.start);
  const { byId } = getTaxonomy();
  const result = new Map<string, ExtractedSkill>();
  for (const match of accepted) {
    const skill = byId.get(match.skillId)!;
    const span = { text: text.slice(match.start, match.end), start: match.start, end: match.end };
    const existing = result.get(skill.id);
    if (existing) existing.spans.push(span);
    else result.set(skill.id, { id: skill.id, name: skill.name, category: skill.category, spans: [span] });
  }
  return [...result.values()];
}

/** Skill counts per category, e.g. to tell a job's role family from its description. */
export function countCategories(skills: readonly { category: SkillCategory }[]): Map<SkillCategory, number> {
  const counts = new Map<SkillCategory, number>();
  for (const skill of skills) counts.set(skill.category, (counts.get(skill.category) ?? 0) + 1);
  return counts;
}
