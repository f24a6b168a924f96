import { z } from 'zod';
import type { DemoOptions } from './generate.ts';

/** The most candidates one run makes (the plan and the CSV import stay well within their limits). */
export const maxDemoCandidates = 5_000;

const optionsSchema = z.strictObject({
  candidates: z.coerce
    .number({ error: '--candidates must be a number' })
    .int('--candidates must be a whole number')
    .min(1, '--candidates must be at least 1')
    .max(maxDemoCandidates, `--candidates must be at most ${maxDemoCandidates}`)
    .default(500),
  seed: z.coerce
    .number({ error: '--seed must be a number' })
    .int('--seed must be a whole number')
    .min(0, '--seed must be 0 or more')
    .max(2 ** 32 - 1, '--seed must be below 2^32')
    .default(1),
  organisation: z
    .string()
    .trim()
    .min(2, '--organisation needs a name of at least 2 characters')
    .max(160, '--organisation must be at most 160 characters')
    .optional(),
});

export const demoUsage = `Usage: npm run seed:demo -- [--candidates N] [--seed S] [--organisation "Name"]

  --candidates N         candidates to invite, 1 to ${maxDemoCandidates} (default 500)
  --seed S               the same seed gives the same content (default 1)
  --organisation "Name"  add a separate demo organisation beside existing ones (own sign-ins)
  --help                 show this text`;

export type ParsedArgs = { help: true } | { help: false; options: DemoOptions };

/** `--name value` or `--name=value`; an unknown flag, a missing value or a stray word is an error naming it. */
export function parseDemoArgs(argv: readonly string[]): ParsedArgs {
  const known = new Set(['candidates', 'seed', 'organisation']);
  const raw: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unexpected argument "${arg}".\n\n${demoUsage}`);
    const [, name, inline] = match as unknown as [string, string, string | undefined];
    if (!known.has(name)) throw new Error(`Unknown option --${name}.\n\n${demoUsage}`);
    if (name in raw) throw new Error(`--${name} is given twice.`);
    const value = inline ?? argv[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new Error(`--${name} needs a value.\n\n${demoUsage}`);
    if (inline === undefined) i += 1;
    raw[name] = value;
  }
  const parsed = optionsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  return { help: false, options: parsed.data };
}
