/** Loads the source files of a split: one JSON file per résumé, file name = id. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

function assertValid<T>(schema: z.ZodType<T>, value: unknown, file: string): asserts value is T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
}

/**
 * Reads every *.json of `dir`, sorted by file name, and checks each against `schema`. The parsed JSON itself
 * is returned: zod's output would reorder keys.
 */
export function loadSources<T extends { id: string }>(dir: string, schema: z.ZodType<T>): T[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const value: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      assertValid(schema, value, file);
      if (file !== `${value.id}.json`) throw new Error(`${file}: the file name must be the id (${value.id})`);
      return value;
    });
}
