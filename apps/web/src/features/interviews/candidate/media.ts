import { useEffect, useState } from 'react';

/** Voice and video interviews: the browser's microphone and camera, and what to say when they are not available. */
export type RecordingMode = 'voice' | 'video';

export const mediaSupported = () =>
  typeof navigator !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia) &&
  typeof MediaRecorder !== 'undefined';

export const constraintsFor = (mode: RecordingMode): MediaStreamConstraints => ({
  audio: { echoCancellation: true, noiseSuppression: true },
  video: mode === 'video' ? { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' } : false,
});

const deviceWords = (mode: RecordingMode) => (mode === 'video' ? 'camera and microphone' : 'microphone');

/** A plain explanation of why the microphone or camera could not be used, and what to do about it. */
export function describeMediaError(error: unknown, mode: RecordingMode): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const devices = deviceWords(mode);
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return `Your browser blocked the ${devices}. Select the camera or lock icon in the address bar, allow the ${devices} for this site, then try again. You can also type your answers instead.`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return `No ${devices} was found. Connect one and try again, or type your answers instead.`;
    case 'NotReadableError':
    case 'AbortError':
      return `The ${devices} is in use by another program. Close it and try again, or type your answers instead.`;
    default:
      return `The ${devices} could not be started. Try again, use another browser, or type your answers instead.`;
  }
}

const recordingTypes: Record<RecordingMode, string[]> = {
  video: ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'],
  voice: ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'],
};

/** The first recording format this browser supports that the server accepts; undefined = the browser's default. */
export function pickMimeType(mode: RecordingMode): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function')
    return undefined;
  return recordingTypes[mode].find((type) => MediaRecorder.isTypeSupported(type));
}

const acceptedType = /^(audio|video)\/(webm|ogg|mp4)(;[ \w=.,-]*)?$/;

/** The recording's type as the server accepts it (`audio|video/webm|ogg|mp4`), or a safe default for the mode. */
export function recordingMimeType(actual: string | null | undefined, mode: RecordingMode): string {
  const value = (actual ?? '').trim().toLowerCase();
  if (acceptedType.test(value) && value.length <= 100) return value;
  const base = value.split(';')[0] ?? '';
  if (acceptedType.test(base)) return base;
  return mode === 'video' ? 'video/webm' : 'audio/webm';
}

/** The loudness of a live stream, 0–1, updated about ten times a second (the device check's level meter). */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) {
        const v = (sample - 128) / 128;
        sum += v * v;
      }
      // RMS of speech is small; scale it so normal speaking fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
    }, 100);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close();
      setLevel(0);
    };
  }, [stream]);
  return level;
}

export function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
