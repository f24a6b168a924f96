import { randomUUID } from 'node:crypto';
import { FAMILY_DEFAULT_SKILLS } from '@talvio/ai/questions';
import { detectRoleFamily, resolveJobSkills } from '@talvio/ai/role-family';
import type { AiResultMeta } from '@talvio/ai/schemas';
import { searchSkills, skillCategoryLabels } from '@talvio/ai/taxonomy';
import type {
  AiEngineInfo,
  JobDescriptionDraft,
  JobQuestionsDraft,
  jobDescriptionDraftRequestSchema,
  jobQuestionsDraftRequestSchema,
  SkillSearchResult,
  skillSearchQuerySchema,
} from '@talvio/contracts/jobs';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { descriptionText, sanitizeDescriptionHtml } from '../../safe-html.ts';
import { getOrganisation, getSettings } from '../organisations/organisations.service.ts';

/** The AI package's own input bound on the description it reads. */
const maxDescriptionChars = 20_000;

/**
 * docs/product/jobs.md, **AI says which engine**: every AI result says which engine and model produced it, and whether
 * it fell back.
 */
function toEngineInfo(meta: AiResultMeta): AiEngineInfo {
  return {
    engine: meta.engine,
    model: meta.model.slice(0, 120),
    ...(meta.fallback ? { fallback: { from: 'openai', reason: meta.fallback.reason.slice(0, 500) } } : {}),
  };
}

function aiUnavailable(deps: Pick<AppContext, 'log'>, err: unknown, what: string): AppError {
  deps.log.error({ err }, `AI ${what} failed`);
  return new AppError(
    'ai_unavailable',
    503,
    `The AI assistant could not write the ${what} just now. Try again in a moment, or write it yourself.`,
  );
}

async function organisationName(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
): Promise<string | undefined> {
  const { name } = await getOrganisation(deps, organisationId);
  return name.trim() || undefined;
}

/** POST /jobs/ai/description: a structured draft from title, seniority, skills, location and work mode. */
export async function draftDescription(
  deps: Pick<AppContext, 'db' | 'ai' | 'log'>,
  staff: StaffPrincipal,
  input: z.output<typeof jobDescriptionDraftRequestSchema>,
): Promise<JobDescriptionDraft> {
  const organisation = await organisationName(deps, staff.organisationId);
  let result: Awaited<ReturnType<AppContext['ai']['draftJobDescription']>>;
  try {
    result = await deps.ai.draftJobDescription({
      title: input.title,
      seniority: input.seniority,
      department: input.department ?? undefined,
      required_skills: input.required_skills,
      nice_to_have_skills: input.nice_to_have_skills,
      location: input.location ?? undefined,
      work_mode: input.work_mode,
      employment_type: input.employment_type,
      organisation_name: organisation,
    });
  } catch (err) {
    throw aiUnavailable(deps, err, 'description');
  }
  const { html, ...sections } = result.draft;
  return {
    sections: {
      about_the_role: sections.about_the_role,
      responsibilities: sections.responsibilities,
      requirements: sections.requirements,
      nice_to_have: sections.nice_to_have,
      benefits: sections.benefits,
    },
    // The engine's HTML passes the same allow-list as anything a person writes.
    description_html: sanitizeDescriptionHtml(html),
    engine: toEngineInfo(result),
  };
}

/**
 * POST /jobs/ai/questions: `count` questions (default: the organisation's question count) mixing technical,
 * behavioural, situational and motivation questions, each with a rubric. Ids are fresh; nothing is stored
 * until the job is saved with them.
 */
export async function draftQuestions(
  deps: Pick<AppContext, 'db' | 'ai' | 'log'>,
  staff: StaffPrincipal,
  input: z.output<typeof jobQuestionsDraftRequestSchema>,
): Promise<JobQuestionsDraft> {
  const [organisation, settings] = await Promise.all([
    organisationName(deps, staff.organisationId),
    getSettings(deps, staff.organisationId),
  ]);
  const description = input.description
    ? descriptionText(input.description).slice(0, maxDescriptionChars)
    : '';
  let result: Awaited<ReturnType<AppContext['ai']['generateQuestions']>>;
  try {
    result = await deps.ai.generateQuestions({
      job_title: input.title,
      seniority: input.seniority,
      required_skills: input.required_skills,
      nice_to_have_skills: input.nice_to_have_skills,
      description: description || undefined,
      count: input.count ?? settings.interview_defaults.question_count,
      mode: input.mode ?? settings.interview_defaults.mode,
      organisation_name: organisation,
    });
  } catch (err) {
    throw aiUnavailable(deps, err, 'questions');
  }
  return {
    questions: result.questions.map((q, position) => ({
      id: randomUUID(),
      text: q.text,
      type: q.type,
      skill: q.skill,
      difficulty: q.difficulty,
      time_limit_seconds: q.time_limit_seconds,
      rubric: q.rubric,
      position,
    })),
    engine: toEngineInfo(result),
    ...skillsBasis(input, description, organisation),
  };
}

/** Where the questions' skills came from when staff entered none, for the editor to say so. */
function skillsBasis(
  input: Pick<
    z.output<typeof jobQuestionsDraftRequestSchema>,
    'title' | 'required_skills' | 'nice_to_have_skills'
  >,
  description: string,
  organisation: string | undefined,
): Pick<JobQuestionsDraft, 'skills_basis' | 'derived_skills'> {
  const resolved = resolveJobSkills(
    input.title,
    input.required_skills ?? [],
    input.nice_to_have_skills ?? [],
    description,
    { organisationName: organisation },
  );
  const derived =
    resolved.basis === 'role_family'
      ? FAMILY_DEFAULT_SKILLS[detectRoleFamily(input.title, [])]
      : resolved.basis === 'given' || resolved.basis === 'too_little'
        ? []
        : resolved.required.map((skill) => skill.name);
  return { skills_basis: resolved.basis, derived_skills: derived };
}

/** GET /skills?search=: taxonomy prefix search (canonical names first) for the skills input. */
export function findSkills(query: z.output<typeof skillSearchQuerySchema>): SkillSearchResult {
  return {
    items: searchSkills(query.search, query.limit).map((skill) => ({
      id: skill.id,
      name: skill.name,
      category: skill.category,
      category_label: skillCategoryLabels[skill.category],
    })),
  };
}
