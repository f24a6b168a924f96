import { useCallback, useEffect, useRef, useState } from 'react';
import { constraintsFor, describeMediaError, pickMimeType, type RecordingMode, stopStream } from './media.ts';

/** About one chunk a second: each is uploaded at once, so at most a second of a recording can be lost. */
export const chunkMilliseconds = 1_000;

export type RecorderState = 'idle' | 'starting' | 'recording' | 'stopping';

export interface Recorder {
  state: RecorderState;
  /** Why recording could not start (already phrased for the candidate). */
  error: string | null;
  /** The live stream while recording (camera preview, level meter). */
  stream: MediaStream | null;
  /** The type the browser actually records in. */
  mimeType: string | null;
  /** Seconds recorded in this take. */
  seconds: number;
  start(): Promise<boolean>;
  /** Stops and resolves after the last chunk has been handed to `onChunk`. */
  stop(): Promise<void>;
}

export function useRecorder(mode: RecordingMode, onChunk: (chunk: Blob) => void): Recorder {
  const [state, setState] = useState<RecorderState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [mimeType, setMimeType] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const chunkHandler = useRef(onChunk);
  chunkHandler.current = onChunk;

  const release = useCallback(() => {
    stopStream(streamRef.current);
    streamRef.current = null;
    recorder.current = null;
    setStream(null);
  }, []);

  const start = useCallback(async () => {
    if (recorder.current) return true;
    setError(null);
    setState('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia(constraintsFor(mode));
    } catch (err) {
      setError(describeMediaError(err, mode));
      setState('idle');
      return false;
    }
    try {
      const type = pickMimeType(mode);
      const r = new MediaRecorder(media, {
        ...(type ? { mimeType: type } : {}),
        audioBitsPerSecond: 64_000,
        ...(mode === 'video' ? { videoBitsPerSecond: 800_000 } : {}),
      });
      r.ondataavailable = (event) => {
        if (event.data.size > 0) chunkHandler.current(event.data);
      };
      r.start(chunkMilliseconds);
      recorder.current = r;
      streamRef.current = media;
      setStream(media);
      setMimeType(r.mimeType || type || null);
      setSeconds(0);
      setState('recording');
      return true;
    } catch (err) {
      stopStream(media);
      setError(describeMediaError(err, mode));
      setState('idle');
      return false;
    }
  }, [mode]);

  const stop = useCallback(async () => {
    const r = recorder.current;
    if (!r) return;
    setState('stopping');
    if (r.state !== 'inactive') {
      // The last dataavailable event fires before stop.
      await new Promise<void>((resolve) => {
        r.addEventListener('stop', () => resolve(), { once: true });
        r.stop();
      });
    }
    release();
    setState('idle');
  }, [release]);

  useEffect(() => {
    if (state !== 'recording') return;
    const timer = window.setInterval(() => setSeconds((s) => s + 1), 1_000);
    return () => window.clearInterval(timer);
  }, [state]);

  // Leaving the question (or the page) never leaves the camera or microphone on.
  useEffect(
    () => () => {
      const r = recorder.current;
      if (r && r.state !== 'inactive') r.stop();
      stopStream(streamRef.current);
    },
    [],
  );

  return { state, error, stream, mimeType, seconds, start, stop };
}
