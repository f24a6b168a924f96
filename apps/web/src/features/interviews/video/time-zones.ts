/** Times of live interviews in named zones (docs/product/video-interviews.md, **time zones**). */

/** Old names some browsers still list (ICU's canonical ones) and the names people know today. */
const renamed: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
};

/** A zone under the name people know (Asia/Calcutta → Asia/Kolkata). */
export const currentZoneName = (zone: string) => renamed[zone] ?? zone;

/** The browser's own IANA zone, e.g. Europe/Berlin (UTC when the browser does not say). */
export function browserTimeZone(): string {
  return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

/** Every zone this browser knows, for the pickers (the given ones first when missing from the list). */
export function timeZoneNames(...include: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const all = new Set([...include.filter(Boolean), ...known.map(currentZoneName)]);
  if (!all.has('UTC')) all.add('UTC');
  return [...all].sort();
}

/** The zone's offset from UTC at an instant, in minutes (Asia/Kolkata → 330). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/**
 * A wall-clock date and time in a zone as ISO 8601 with that zone's offset, as the API takes it
 * (`2030-03-04` + `10:30` in Europe/Paris → `2030-03-04T10:30:00+01:00`); null when the date or time is not valid.
 */
export function zonedIso(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return null;
  // The offset at the instant itself; twice, so a start next to a daylight-saving change settles.
  let offset = zoneOffsetMinutes(timeZone, new Date(wall));
  offset = zoneOffsetMinutes(timeZone, new Date(wall - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${time}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An instant's date (`YYYY-MM-DD`) and time (`HH:MM`) on the wall clock of a zone, for the form's fields. */
export function wallClock(iso: string, timeZone: string): { date: string; time: string } {
  const at = new Date(iso);
  const shifted = new Date(at.getTime() + zoneOffsetMinutes(timeZone, at) * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** "Tue, 4 Mar 2030, 10:30 (Europe/Paris)": a time as someone in that zone reads it, the zone named. */
export function formatInZone(iso: string, timeZone: string, withZone = true): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
  return withZone ? `${text} (${timeZone.replace(/_/g, ' ')})` : text;
}

/** Only the time of day in a zone ("10:30"). */
export function timeInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}
