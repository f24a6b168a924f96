import type { CandidateInterview } from '@talvio/contracts/interviews';

/** How the interview's settings read to a candidate. */
export const modeLabels: Record<CandidateInterview['mode'], { title: string; detail: string }> = {
  text: { title: 'Typed answers', detail: 'You type each answer.' },
  voice: {
    title: 'Spoken answers',
    detail: 'You answer out loud: your microphone records each answer. You can add typed notes too.',
  },
  video: {
    title: 'Video answers',
    detail:
      'You answer on camera: your camera and microphone record each answer. You can add typed notes too.',
  },
};

export const workModeLabels: Record<string, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

/** "English", "English (India)"; the code itself when the browser cannot name it. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Senior React Developer · Remote · Berlin". */
export function jobLine(job: { title: string; location: string | null; work_mode: string }): string {
  return [job.title, workModeLabels[job.work_mode] ?? null, job.location].filter(Boolean).join(' · ');
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
