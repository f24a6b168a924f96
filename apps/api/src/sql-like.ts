/** A user's text inside a LIKE pattern: `%`, `_` and the escape character match only themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
