import { inSentence } from './job-description.ts';
import {
  BEHAVIOURAL_QUESTIONS,
  CATEGORY_QUESTIONS,
  GENERIC_SKILL_QUESTIONS,
  type Level,
  MOTIVATION_QUESTIONS,
  type QuestionTemplate,
  ROLE_QUESTIONS,
  SITUATIONAL_QUESTIONS,
  SKILL_QUESTIONS,
} from './question-bank.ts';
import { detectRoleFamily, type RoleFamily, resolveJobSkills } from './role-family.ts';
import {
  type GenerateQuestionsInput,
  generateQuestionsInputSchema,
  type InterviewQuestion,
  type Seniority,
} from './schemas.ts';
import { resolveSkill, type Skill } from './taxonomy.ts';
import { createRandom, hashString, shuffle } from './text.ts';

type Random = () => number;
type QuestionType = InterviewQuestion['type'];
type Difficulty = InterviewQuestion['difficulty'];

const DIFFICULTY: Record<Level, Difficulty> = { 0: 'easy', 1: 'medium', 2: 'hard' };

/** The levels a seniority is asked at, most wanted first. */
const LEVEL_PREFERENCE: Record<Seniority, Level[]> = {
  intern: [0, 1],
  junior: [0, 1],
  mid: [1, 0, 2],
  senior: [2, 1, 0],
  lead: [2, 1, 0],
  principal: [2, 1, 0],
};

const BASE_SECONDS: Record<QuestionType, Record<Difficulty, number>> = {
  technical: { easy: 120, medium: 180, hard: 240 },
  behavioural: { easy: 150, medium: 180, hard: 240 },
  situational: { easy: 120, medium: 150, hard: 180 },
  motivation: { easy: 90, medium: 90, hard: 120 },
};

/** Speaking is faster than typing, so spoken answers get less time. */
function timeLimit(type: QuestionType, difficulty: Difficulty, mode: 'text' | 'voice' | 'video'): number {
  const base = BASE_SECONDS[type][difficulty];
  if (mode === 'text') return base;
  return Math.max(60, Math.round((base * 2) / 3 / 15) * 15);
}

/** Templates ordered by how well their level fits the seniority, shuffled within a level. */
function ordered(
  random: Random,
  templates: readonly QuestionTemplate[],
  seniority: Seniority,
): QuestionTemplate[] {
  const preference = LEVEL_PREFERENCE[seniority];
  const shuffled = shuffle(random, templates);
  return preference.flatMap((level) => shuffled.filter((template) => template.level === level));
}

interface Draft {
  text: string;
  type: QuestionType;
  skill: string | null;
  level: Level;
  rubric: string[];
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function textKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface SkillSlot {
  name: string;
  display: string;
  templates: QuestionTemplate[];
  required: boolean;
}

function slotFor(random: Random, skill: Skill, seniority: Seniority, required: boolean): SkillSlot {
  const specific = ordered(random, SKILL_QUESTIONS[skill.id] ?? [], seniority);
  const byCategory = ordered(random, CATEGORY_QUESTIONS[skill.category] ?? [], seniority);
  const generic = ordered(random, GENERIC_SKILL_QUESTIONS, seniority);
  return {
    name: skill.name,
    display: inSentence(skill),
    templates: [...specific, ...byCategory, ...generic],
    required,
  };
}

/** Core skills of a role family, asked about when a job names no skills of its own. */
export const FAMILY_DEFAULT_SKILLS: Record<RoleFamily, string[]> = {
  engineering: ['Software testing', 'Code review', 'System design'],
  data: ['Data analysis', 'Data visualisation', 'SQL'],
  design: ['User experience design', 'Prototyping', 'UX research'],
  product: ['Prioritisation', 'Stakeholder management', 'Requirements gathering'],
  sales: ['Prospecting', 'Negotiation', 'Account management'],
  marketing: ['Campaign management', 'Content marketing', 'Marketing analytics'],
  healthcare: ['Patient care', 'Infection prevention and control', 'Clinical documentation'],
  finance: ['Financial reporting', 'Bank reconciliation', 'Budget management'],
  operations: ['Health and safety', 'Inventory management', 'Quality management'],
  education: ['Lesson planning', 'Classroom management', 'Student assessment'],
  hospitality: ['Guest relations', 'Food safety', 'Food and beverage service'],
  generic: ['Customer service', 'Administrative support', 'Stakeholder management'],
};

/**
 * Generates interview questions offline and deterministically: one or more technical questions per required
 * skill (skill-specific templates first, then by the skill's category), STAR behavioural questions,
 * situational questions of the role family and one motivation question, adapted to the seniority (question
 * level and leadership topics). The same input always yields the same set; no question appears twice.
 */
export function generateQuestions(rawInput: GenerateQuestionsInput): InterviewQuestion[] {
  const input = generateQuestionsInputSchema.parse(rawInput);
  const random = createRandom(hashString(JSON.stringify(input)));
  const skills = resolveJobSkills(
    input.job_title,
    input.required_skills,
    input.nice_to_have_skills,
    input.description,
    { organisationName: input.organisation_name },
  );
  const family = detectRoleFamily(input.job_title, skills.required);
  const values = { title: input.job_title, org: input.organisation_name ?? 'our organisation' };
  const count = input.count;
  const seen = new Set<string>();
  const take = (draft: Draft, into: Draft[]): boolean => {
    const key = textKey(draft.text);
    if (seen.has(key)) return false;
    seen.add(key);
    into.push(draft);
    return true;
  };

  const motivationCount = 1;
  const behaviouralTarget = Math.max(1, Math.round(count * 0.25));
  const situationalTarget = count >= 4 ? Math.max(1, Math.round(count * 0.15)) : 0;
  const technicalTarget = count - motivationCount - behaviouralTarget - situationalTarget;

  // Technical: round-robin over the required skills, then one per nice-to-have skill, then further rounds.
  const slots: SkillSlot[] = [
    ...skills.required.map((skill) => slotFor(random, skill, input.seniority, true)),
    ...skills.unknownRequired.map((name) => ({
      name,
      display: name,
      templates: ordered(random, GENERIC_SKILL_QUESTIONS, input.seniority),
      required: true,
    })),
    ...skills.niceToHave.map((skill) => slotFor(random, skill, input.seniority, false)),
    ...skills.unknownNiceToHave.map((name) => ({
      name,
      display: name,
      templates: ordered(random, GENERIC_SKILL_QUESTIONS, input.seniority),
      required: false,
    })),
  ];
  if (slots.length === 0) {
    for (const name of FAMILY_DEFAULT_SKILLS[family]) {
      const skill = resolveSkill(name);
      if (skill) slots.push(slotFor(random, skill, input.seniority, true));
    }
  }
  const technical: Draft[] = [];
  const cursor = new Map<SkillSlot, number>();
  for (let round = 0; technical.length < technicalTarget && round < 6; round += 1) {
    let progressed = false;
    for (const slot of slots) {
      if (technical.length >= technicalTarget) break;
      // Nice-to-have skills get at most one question, and only after every required skill had one.
      if (!slot.required && round > 0) continue;
      let index = cursor.get(slot) ?? 0;
      while (index < slot.templates.length) {
        const template = slot.templates[index]!;
        index += 1;
        const draft: Draft = {
          text: fill(template.text, { ...values, skill: slot.display }),
          type: 'technical',
          skill: slot.name,
          level: template.level,
          rubric: template.rubric.map((point) => fill(point, { ...values, skill: slot.display })),
        };
        if (take(draft, technical)) {
          progressed = true;
          break;
        }
      }
      cursor.set(slot, index);
    }
    if (!progressed) break;
  }

  // Whatever technical questions could not fill goes to behavioural and situational questions.
  const missing = technicalTarget - technical.length;
  const situationalWanted = situationalTarget + Math.floor(missing / 2);
  const behaviouralWanted = behaviouralTarget + Math.ceil(missing / 2);

  // A question from one of the banks, with the job's values filled in (only situational rubrics name them).
  const fromBank = (template: QuestionTemplate, type: Draft['type']): Draft => ({
    text: fill(template.text, values),
    type,
    skill: null,
    level: template.level,
    rubric: template.rubric.map((point) => fill(point, values)),
  });
  const behaviouralPool = ordered(random, BEHAVIOURAL_QUESTIONS, input.seniority);
  const behavioural: Draft[] = [];
  for (const template of behaviouralPool) {
    if (behavioural.length >= behaviouralWanted) break;
    take(fromBank(template, 'behavioural'), behavioural);
  }

  const situationalPool = [
    ...ordered(random, SITUATIONAL_QUESTIONS[family], input.seniority),
    ...(family === 'generic' ? [] : ordered(random, SITUATIONAL_QUESTIONS.generic, input.seniority)),
  ];
  const situational: Draft[] = [];
  for (const template of situationalPool) {
    if (situational.length >= situationalWanted) break;
    take(fromBank(template, 'situational'), situational);
  }
  // A small bank can run out at the largest counts: top up with behavioural, then role questions.
  const total = () => technical.length + behavioural.length + situational.length + motivationCount;
  for (const template of behaviouralPool) {
    if (total() >= count) break;
    take(fromBank(template, 'behavioural'), behavioural);
  }
  for (const template of ordered(random, ROLE_QUESTIONS, input.seniority)) {
    if (total() >= count) break;
    take(fromBank(template, 'situational'), situational);
  }

  const motivationTemplate = shuffle(random, MOTIVATION_QUESTIONS)[0]!;
  const motivation: Draft = {
    text: fill(motivationTemplate.text, values),
    type: 'motivation',
    skill: null,
    level: 0,
    rubric: motivationTemplate.rubric,
  };
  seen.add(textKey(motivation.text));

  // Interview order: a warm-up motivation question, then technical questions with one of the others after
  // every two, so the candidate is not asked ten technical questions in a row.
  const others = interleave(behavioural, situational);
  const sequence: Draft[] = [motivation];
  let otherIndex = 0;
  technical.forEach((draft, index) => {
    sequence.push(draft);
    if (index % 2 === 1 && otherIndex < others.length) {
      sequence.push(others[otherIndex]!);
      otherIndex += 1;
    }
  });
  sequence.push(...others.slice(otherIndex));

  return sequence.slice(0, count).map((draft, index) => {
    const difficulty = DIFFICULTY[draft.level];
    return {
      id: `q${index + 1}-${hashString(`${index}:${draft.text}`).toString(36)}`,
      text: draft.text,
      type: draft.type,
      skill: draft.skill,
      difficulty,
      time_limit_seconds: timeLimit(draft.type, difficulty, input.mode),
      rubric: draft.rubric.slice(0, 5),
    };
  });
}

function interleave<T>(first: readonly T[], second: readonly T[]): T[] {
  const result: T[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i += 1) {
    if (i < first.length) result.push(first[i]!);
    if (i < second.length) result.push(second[i]!);
  }
  return result;
}
