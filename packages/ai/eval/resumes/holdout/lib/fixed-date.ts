/** Runs `fn` with the clock fixed, so that libraries that stamp files with "now" (docx, zip) stay deterministic. */
export async function withFixedDate<T>(iso: string, fn: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  const fixed = new RealDate(iso).getTime();
  class FixedDate extends RealDate {
    constructor(...args: [] | [string | number | Date]) {
      super(...((args.length === 0 ? [fixed] : args) as [number]));
    }
    static override now(): number {
      return fixed;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  try {
    return await fn();
  } finally {
    globalThis.Date = RealDate;
  }
}
