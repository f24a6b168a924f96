import { hashString, createRandom as mulberry32 } from '@talvio/ai/text';

/**
 * The demo data's dice (docs/product/demo-data.md, **deterministic**): mulberry32, a tiny seeded generator, so the
 * same seed draws the same names, jobs, answers and decisions on every machine. Never used for anything secret.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the keys, each as likely as its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** A fresh generator for one part of the data, so adding draws to one part leaves the others as they were. */
  fork(label: string): Random;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (weights) => {
      const entries = Object.entries(weights) as [keyof typeof weights, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, w] of entries) {
        roll -= w;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    fork: (label) => createRandom(hashString(`${seed}:${label}`)),
  };
  return random;
}
