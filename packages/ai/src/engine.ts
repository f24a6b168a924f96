import { evaluateInterview, LOCAL_EVALUATOR_MODEL } from './evaluation.ts';
import { draftJobDescription } from './job-description.ts';
import { generateQuestions } from './questions.ts';
import type { ParsedResume } from './resume-parser.ts';
import type {
  DraftJobDescriptionInput,
  DraftResult,
  EngineName,
  EvaluateInterviewInput,
  EvaluationResult,
  GenerateQuestionsInput,
  QuestionsResult,
  SkillsResult,
  TranscriptionResult,
} from './schemas.ts';
import { extractSkills } from './skill-extractor.ts';
import { createSpeechToText, noTranscriber, type SpeechToTextConfig } from './speech-to-text.ts';
import type { RerankInput, RerankResult } from './talent-rerank.ts';

export { LOCAL_EVALUATOR_MODEL };

/**
 * One interface over the local (offline) and openai (OpenAI-compatible endpoint) engines (docs/product/jobs.md, **AI
 * says which engine**).
 */
export interface AiEngine {
  name: EngineName;
  model: string;
  draftJobDescription(input: DraftJobDescriptionInput): Promise<DraftResult>;
  generateQuestions(input: GenerateQuestionsInput): Promise<QuestionsResult>;
  extractSkills(text: string): Promise<SkillsResult>;
  /** Scores interview answers against their rubrics. Blind: the input holds no personal data. */
  evaluateInterview(input: EvaluateInterviewInput): Promise<EvaluationResult>;
  /**
   * Structures a résumé's text into the local parser's fields, held to the text (the openai engine; only the text
   * is sent). The local engine, which parses résumés itself, answers null; so does the openai engine when its
   * endpoint fails, saying why.
   */
  structureResume(input: StructureResumeInput): Promise<StructuredResume>;
  /**
   * A second look at the best profiles of a ranking against a job, each scored with quotes of its own words (the
   * openai engine; only blind text is sent). The local engine, whose ranking is the first look, answers null.
   */
  rerankProfiles(input: RerankInput): Promise<RerankResult | null>;
  /**
   * Transcribes a recorded answer, or null when no speech-to-text endpoint is configured (the local engine
   * has no offline transcription) or the endpoint failed.
   */
  transcribe(
    audio: Uint8Array,
    mimeType: string,
  ): Promise<{ engine: EngineName; model: string; text: string } | null>;
}

export interface StructureResumeInput {
  /** What the local parser read: its text is what is structured, its fields stay where the model gives none. */
  resume: ParsedResume;
  /** ISO 3166 country for phone numbers written without a country code. */
  defaultCountry: string | null;
  /** `YYYY-MM`: the month "present" means. */
  now: string;
}

export interface StructuredResume {
  resume: ParsedResume | null;
  /** Why the endpoint gave nothing usable. */
  failure: string | null;
}

/** The model name the local engine reports: its rules and taxonomy version. */
export const LOCAL_MODEL = 'talvio-local-1';

export interface LocalEngineOptions {
  /**
   * Speech-to-text endpoint for recorded answers. Absent by default: the local engine works offline and has
   * no transcription of its own. When AI_STT_* is configured, create-engine.ts passes it here even if the chat
   * engine stays local.
   */
  stt?: SpeechToTextConfig;
}

/** The offline, deterministic engine: taxonomy, rules and question bank, no network, no model download. */
export function createLocalEngine(options: LocalEngineOptions = {}): AiEngine {
  const meta = { engine: 'local', model: LOCAL_MODEL } as const;
  const transcriber = options.stt ? createSpeechToText(options.stt) : noTranscriber;
  return {
    name: 'local',
    model: LOCAL_MODEL,
    draftJobDescription: async (input) => ({ ...meta, draft: draftJobDescription(input) }),
    generateQuestions: async (input) => ({ ...meta, questions: generateQuestions(input) }),
    extractSkills: async (text) => ({ ...meta, skills: extractSkills(text) }),
    evaluateInterview: async (input) => ({
      engine: 'local',
      model: LOCAL_EVALUATOR_MODEL,
      ...evaluateInterview(input),
    }),
    structureResume: async () => ({ resume: null, failure: null }),
    rerankProfiles: async () => null,
    transcribe: (audio, mimeType): Promise<TranscriptionResult | null> => transcriber(audio, mimeType),
  };
}
