import { describe, expect, it } from 'vitest';
import { buildInvitationIcs, type CalendarFacts } from './ics.ts';

const facts: CalendarFacts = {
  method: 'REQUEST',
  uid: 'live-interview-42@talvio.example',
  sequence: 0,
  start: new Date('2030-03-04T09:30:00Z'),
  end: new Date('2030-03-04T10:15:00Z'),
  summary: 'Live interview: Senior Engineer, Platform; at Acme (video call with a long title to fold)',
  description: 'Join the video call at https://talvio.example/video-call?room=abc\nNo account needed.',
  url: 'https://talvio.example/video-call?room=abc',
  organizer: { name: 'Acme', email: 'no-reply@talvio.example' },
  attendee: { name: 'Grace Candidate', email: 'grace@example.com' },
};

/** Unfolds RFC 5545 content lines (a CRLF followed by a space or tab continues the line). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const lines = (ics: string) => unfold(ics).split('\r\n');
const prop = (ics: string, name: string) =>
  lines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe('calendar invitation', () => {
  it('calendar invitation: METHOD:REQUEST with a stable UID, SEQUENCE and DTSTART/DTEND in UTC', () => {
    const ics = buildInvitationIcs(facts);
    expect(prop(ics, 'METHOD')).toBe('METHOD:REQUEST');
    expect(prop(ics, 'UID')).toBe('UID:live-interview-42@talvio.example');
    expect(prop(ics, 'SEQUENCE')).toBe('SEQUENCE:0');
    expect(prop(ics, 'DTSTART')).toBe('DTSTART:20300304T093000Z');
    expect(prop(ics, 'DTEND')).toBe('DTEND:20300304T101500Z');
    expect(prop(ics, 'URL')).toBe('URL:https://talvio.example/video-call?room=abc');
    expect(prop(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(prop(ics, 'ATTENDEE')).toMatch(/CN="Grace Candidate":mailto:grace@example\.com$/);
    expect(prop(ics, 'ORGANIZER')).toMatch(/CN="Acme":MAILTO:no-reply@talvio\.example$/i);
  });

  it('calendar invitation: lines end in CRLF and are folded at 75 octets', () => {
    const ics = buildInvitationIcs(facts);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('calendar invitation: text values escape commas, semicolons and line breaks', () => {
    const ics = buildInvitationIcs(facts);
    expect(prop(ics, 'SUMMARY')).toBe(
      'SUMMARY:Live interview: Senior Engineer\\, Platform\\; at Acme (video call with a long title to fold)',
    );
    expect(prop(ics, 'DESCRIPTION')).toBe(
      'DESCRIPTION:Join the video call at https://talvio.example/video-call?room=abc\\nNo account needed.',
    );
  });

  it('calendar invitation: an update keeps the UID with a higher SEQUENCE; a cancellation is METHOD:CANCEL', () => {
    const update = buildInvitationIcs({ ...facts, sequence: 1 });
    expect(prop(update, 'UID')).toBe(prop(buildInvitationIcs(facts), 'UID'));
    expect(prop(update, 'SEQUENCE')).toBe('SEQUENCE:1');
    const cancel = buildInvitationIcs({ ...facts, method: 'CANCEL', sequence: 2 });
    expect(prop(cancel, 'METHOD')).toBe('METHOD:CANCEL');
    expect(prop(cancel, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(prop(cancel, 'UID')).toBe('UID:live-interview-42@talvio.example');
  });

  it('calendar invitation: non-ASCII text is folded without splitting a character', () => {
    const ics = buildInvitationIcs({ ...facts, summary: `Entretien en direct : ${'é'.repeat(60)} — Zoë` });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(prop(ics, 'SUMMARY')).toBe(`SUMMARY:Entretien en direct : ${'é'.repeat(60)} — Zoë`);
  });
});
