import { draftJobDescription } from './job-description.ts';
import { generateQuestions } from './questions.ts';
import type {
  DraftJobDescriptionInput,
  DraftResult,
  EngineName,
  GenerateQuestionsInput,
  QuestionsResult,
  SkillsResult,
} from './schemas.ts';
import { extractSkills } from './skill-extractor.ts';

/** One interface over the local (offline) and openai (OpenAI-compatible endpoint) engines. PRODUCT.md §5. */
export interface AiEngine {
  name: EngineName;
  model: string;
  draftJobDescription(input: DraftJobDescriptionInput): Promise<DraftResult>;
  generateQuestions(input: GenerateQuestionsInput): Promise<QuestionsResult>;
  extractSkills(text: string): Promise<SkillsResult>;
}

/** The model name the local engine reports: its rules and taxonomy version. */
export const LOCAL_MODEL = 'talvio-local-1';

/** The offline, deterministic engine: taxonomy, rules and question bank, no network, no model download. */
export function createLocalEngine(): AiEngine {
  const meta = { engine: 'local', model: LOCAL_MODEL } as const;
  return {
    name: 'local',
    model: LOCAL_MODEL,
    draftJobDescription: async (input) => ({ ...meta, draft: draftJobDescription(input) }),
    generateQuestions: async (input) => ({ ...meta, questions: generateQuestions(input) }),
    extractSkills: async (text) => ({ ...meta, skills: extractSkills(text) }),
  };
}
