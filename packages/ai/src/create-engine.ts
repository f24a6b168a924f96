import { type AiEngine, createLocalEngine } from './engine.ts';
import type { SpeechToTextConfig } from './speech-to-text.ts';

export interface AiEnvironment {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_TIMEOUT_MS?: string;
  /** Speech-to-text for recorded answers, independent of the chat engine (local or openai). */
  AI_STT_BASE_URL?: string;
  AI_STT_API_KEY?: string;
  AI_STT_MODEL?: string;
}

/**
 * The speech-to-text endpoint when AI_STT_BASE_URL and AI_STT_MODEL are set. AI_STT_API_KEY may be left
 * empty for keyless local servers; when the endpoint is the chat endpoint itself, its AI_API_KEY is used.
 */
export function speechToTextConfig(environment: AiEnvironment): SpeechToTextConfig | undefined {
  const baseURL = environment.AI_STT_BASE_URL?.trim();
  const model = environment.AI_STT_MODEL?.trim();
  if (!baseURL || !model) return undefined;
  const sameEndpoint = baseURL === environment.AI_BASE_URL?.trim();
  const apiKey =
    environment.AI_STT_API_KEY?.trim() || (sameEndpoint ? environment.AI_API_KEY?.trim() : undefined);
  return { baseURL, model, apiKey: apiKey || undefined };
}

/**
 * Picks the engine from the environment: the openai engine when AI_BASE_URL and AI_MODEL are set (AI_API_KEY
 * too for hosted services; keyless local servers such as Ollama may leave it empty), the local engine otherwise.
 * Either engine transcribes recordings through AI_STT_* when it is set, and answers null otherwise. The openai
 * engine and its SDK are loaded only when they are chosen.
 */
export async function createEngine(environment: AiEnvironment = process.env): Promise<AiEngine> {
  const baseURL = environment.AI_BASE_URL?.trim();
  const model = environment.AI_MODEL?.trim();
  const stt = speechToTextConfig(environment);
  if (!baseURL || !model) return createLocalEngine({ stt });
  const timeout = Number(environment.AI_TIMEOUT_MS);
  const { createOpenAiEngine } = await import('./openai-engine.ts');
  return createOpenAiEngine({
    baseURL,
    model,
    apiKey: environment.AI_API_KEY?.trim() || 'not-needed',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
    stt,
  });
}
