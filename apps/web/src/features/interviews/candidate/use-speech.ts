import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A live transcript from the browser's own speech recognition (Chrome, Edge, Safari), sent with the answer as
 * `transcript`. Where the browser has none, or it fails (it may need a network service), the recording alone is
 * kept for the hiring team.
 */

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Errors after which listening again will not help on this page. */
const fatalErrors = new Set([
  'not-allowed',
  'service-not-allowed',
  'network',
  'audio-capture',
  'language-not-supported',
]);

export interface SpeechTranscript {
  /** The browser offers speech recognition and it has not failed on this page. */
  available: boolean;
  listening: boolean;
  /** Final text so far (what is sent). */
  transcript: string;
  /** Words still being recognised. */
  interim: string;
  start(): void;
  stop(): void;
}

export function useSpeechTranscript(language: string, initial: string): SpeechTranscript {
  const [available, setAvailable] = useState(() => recognitionClass() !== null);
  const [listening, setListening] = useState(false);
  const [transcript, setTranscript] = useState(initial);
  const [interim, setInterim] = useState('');
  const committed = useRef(initial);
  const recognition = useRef<Recognition | null>(null);
  const wanted = useRef(false);
  const restarts = useRef<number[]>([]);

  const listen = useCallback(() => {
    const Klass = recognitionClass();
    if (!Klass) return;
    const r = new Klass();
    r.lang = language;
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (event) => {
      let pending = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const text = result?.[0]?.transcript ?? '';
        if (result?.isFinal) {
          const piece = text.trim();
          if (piece) committed.current = committed.current ? `${committed.current} ${piece}` : piece;
        } else pending += text;
      }
      setTranscript(committed.current);
      setInterim(pending.trim());
    };
    r.onerror = (event) => {
      if (fatalErrors.has(event.error)) {
        wanted.current = false;
        setAvailable(false);
      }
    };
    r.onend = () => {
      setInterim('');
      recognition.current = null;
      // Chrome stops after a pause in speech: listen again while the recording runs, but not in a tight loop.
      const now = Date.now();
      restarts.current = [...restarts.current.filter((t) => now - t < 10_000), now];
      if (wanted.current && restarts.current.length <= 5) listen();
      else setListening(false);
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch {
      recognition.current = null;
      setListening(false);
      setAvailable(false);
    }
  }, [language]);

  const start = useCallback(() => {
    if (!recognitionClass() || wanted.current) return;
    wanted.current = true;
    restarts.current = [];
    listen();
  }, [listen]);

  const stop = useCallback(() => {
    wanted.current = false;
    recognition.current?.stop();
  }, []);

  useEffect(
    () => () => {
      wanted.current = false;
      recognition.current?.abort();
    },
    [],
  );

  return { available, listening, transcript, interim, start, stop };
}
