import { type AiEngine, createLocalEngine } from './engine.ts';
import { createOpenAiEngine } from './openai-engine.ts';

export interface AiEnvironment {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_TIMEOUT_MS?: string;
}

/**
 * Picks the engine from the environment: the openai engine when AI_BASE_URL and AI_MODEL are set (AI_API_KEY
 * too for hosted services; keyless local servers such as Ollama may leave it empty), the local engine otherwise.
 */
export function createEngine(environment: AiEnvironment = process.env): AiEngine {
  const baseURL = environment.AI_BASE_URL?.trim();
  const model = environment.AI_MODEL?.trim();
  if (!baseURL || !model) return createLocalEngine();
  const timeout = Number(environment.AI_TIMEOUT_MS);
  return createOpenAiEngine({
    baseURL,
    model,
    apiKey: environment.AI_API_KEY?.trim() || 'not-needed',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
  });
}
