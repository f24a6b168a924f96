import type OpenAI from 'openai';
import type { TranscriptionResult } from './schemas.ts';

/** An OpenAI-compatible speech-to-text endpoint (OpenAI, a local whisper server…), set by AI_STT_*. */
export interface SpeechToTextConfig {
  baseURL: string;
  model: string;
  /** Keyless local servers may leave it out. */
  apiKey?: string;
  timeoutMs?: number;
}

/** Turns a recording into text, or null when no transcription is available. */
export type Transcriber = (audio: Uint8Array, mimeType: string) => Promise<TranscriptionResult | null>;

const DEFAULT_TIMEOUT_MS = 120_000;

/** File extensions the transcription endpoints recognise, by media type. */
const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/m4a': 'm4a',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
};

/** "audio/webm;codecs=opus" → { type: 'audio/webm', extension: 'webm' }. */
export function audioFileType(mimeType: string): { type: string; extension: string } {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return { type: type || 'application/octet-stream', extension: EXTENSIONS[type] ?? 'webm' };
}

/** Without a configuration there is nothing to call: every transcription is null. */
export const noTranscriber: Transcriber = async () => null;

/**
 * A transcriber calling `audio.transcriptions.create` on the configured endpoint. Any failure (network,
 * timeout, HTTP error, empty text) answers null, so a recording never blocks an interview: staff can still
 * play it back.
 */
export function createSpeechToText(config: SpeechToTextConfig): Transcriber {
  // The SDK loads with the first recording to transcribe, not with the server.
  let sdk: Promise<{ client: OpenAI; toFile: typeof import('openai').toFile }> | undefined;
  const loadSdk = () =>
    (sdk ??= import('openai').then(({ default: OpenAIClient, toFile }) => ({
      client: new OpenAIClient({
        baseURL: config.baseURL,
        apiKey: config.apiKey || 'not-needed',
        timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxRetries: 0,
      }),
      toFile,
    })));
  return async (audio, mimeType) => {
    if (audio.byteLength === 0) return null;
    try {
      const { client, toFile } = await loadSdk();
      const { type, extension } = audioFileType(mimeType);
      const file = await toFile(audio, `answer.${extension}`, { type });
      const transcription = await client.audio.transcriptions.create({ file, model: config.model });
      const text = typeof transcription?.text === 'string' ? transcription.text.trim() : '';
      if (text === '') return null;
      return { engine: 'openai', model: config.model, text };
    } catch {
      return null;
    }
  };
}
