import { useEffect, useState } from 'react';
import { stopStream } from '../candidate/media.ts';

/** Camera, microphone and speaker choice before joining a live interview. */

export interface DeviceChoice {
  cameraId: string | null;
  micId: string | null;
  speakerId: string | null;
}

/** Whether this browser can choose where sound plays (`HTMLMediaElement.setSinkId`). */
export const canChooseSpeaker = () =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

/** Why the camera and microphone could not be used, and what to do about it. */
export function describeDeviceError(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Your browser blocked the camera and microphone. Select the camera or lock icon in the address bar, allow both for this site, then select “Try again”.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera or microphone was found. Connect one and select “Try again”. You can still join, but the other person will not see or hear you.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The camera or microphone is in use by another program. Close it and select “Try again”.';
    default:
      return 'The camera and microphone could not be started. Try again, or use a current version of Chrome, Edge, Firefox or Safari.';
  }
}

const constraints = (cameraId: string | null, micId: string | null): MediaStreamConstraints => ({
  audio: {
    echoCancellation: true,
    noiseSuppression: true,
    ...(micId ? { deviceId: { exact: micId } } : {}),
  },
  video: {
    width: { ideal: 1280 },
    height: { ideal: 720 },
    ...(cameraId ? { deviceId: { exact: cameraId } } : { facingMode: 'user' }),
  },
});

export interface LocalMedia {
  stream: MediaStream | null;
  error: string | null;
  devices: MediaDeviceInfo[];
}

/**
 * The chosen camera and microphone as a live stream, the devices to choose from, and what went wrong. The stream
 * lives as long as the component that asks for it (the page: through the pre-join check and the call).
 */
export function useLocalMedia(cameraId: string | null, micId: string | null, attempt: number): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: "Try again" (attempt) asks the browser again
  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(
        'This browser cannot use a camera here. Open the link in a current version of Chrome, Edge, Firefox or Safari.',
      );
      return;
    }
    let cancelled = false;
    let opened: MediaStream | null = null;
    setError(null);
    navigator.mediaDevices
      .getUserMedia(constraints(cameraId, micId))
      .then(async (media) => {
        if (cancelled) return stopStream(media);
        opened = media;
        setStream(media);
        setDevices(await navigator.mediaDevices.enumerateDevices());
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setStream(null);
        setError(describeDeviceError(err));
      });
    return () => {
      cancelled = true;
      stopStream(opened);
    };
  }, [cameraId, micId, attempt]);

  return { stream, error, devices };
}

/** The devices of one kind as picker options (a device without a label gets a numbered name). */
export function deviceOptions(devices: MediaDeviceInfo[], kind: MediaDeviceKind, noun: string) {
  return devices
    .filter((d) => d.kind === kind && d.deviceId)
    .map((d, i) => ({ value: d.deviceId, label: d.label || `${noun} ${i + 1}` }));
}
