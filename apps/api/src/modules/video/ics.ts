import { createEvent, type EventAttributes } from 'ics';

/** What a calendar invitation of a live interview says (docs/product/video-interviews.md, **calendar invitation**). */
export interface CalendarFacts {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the live interview: every update and the cancellation replace the same calendar entry. */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  /** The candidate: REQUEST and CANCEL name who they are for. */
  attendee: { name: string; email: string };
}

const utcParts = (d: Date) => d.getTime();

/**
 * An iCalendar (RFC 5545) invitation: METHOD REQUEST (new or updated) or CANCEL, times in UTC. The `ics` package
 * writes CRLF line ends, folds lines at 75 octets and escapes text values.
 */
export function buildInvitationIcs(facts: CalendarFacts): string {
  const event: EventAttributes = {
    productId: '-//Talvio//Live interviews//EN',
    method: facts.method,
    uid: facts.uid,
    sequence: facts.sequence,
    start: utcParts(facts.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(facts.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: facts.summary,
    description: facts.description,
    url: facts.url,
    status: facts.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: facts.organizer,
    attendees: [{ ...facts.attendee, rsvp: true, partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' }],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`calendar invitation not built: ${error?.message ?? 'no value'}`);
  return refold(value);
}

/**
 * RFC 5545 §3.1 folds content lines longer than 75 octets; the package counts characters, so non-ASCII text
 * (a name with accents) made longer lines. Unfolds its output and folds again by octets, never inside a character.
 */
export function refold(ics: string): string {
  const logical = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return logical.map(foldLine).join('\r\n');
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation line starts with a space, leaving 74.
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
