import { describe, expect, it } from 'vitest';
import {
  currentZoneName,
  formatInZone,
  timeZoneNames,
  wallClock,
  zonedIso,
  zoneOffsetMinutes,
} from './time-zones.ts';

describe('time zones', () => {
  it('time zones: an offset is read from the zone at that instant, daylight saving included', () => {
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('2030-03-04T00:00:00Z'))).toBe(330);
    expect(zoneOffsetMinutes('Europe/Paris', new Date('2030-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Paris', new Date('2030-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', new Date('2030-01-15T12:00:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes('UTC', new Date())).toBe(0);
  });

  it('time zones: a wall-clock time in a zone becomes ISO 8601 with that zone’s offset', () => {
    expect(zonedIso('2030-03-04', '10:30', 'Europe/Paris')).toBe('2030-03-04T10:30:00+01:00');
    expect(zonedIso('2030-07-04', '10:30', 'Europe/Paris')).toBe('2030-07-04T10:30:00+02:00');
    expect(zonedIso('2030-03-04', '09:05', 'Asia/Kolkata')).toBe('2030-03-04T09:05:00+05:30');
    expect(zonedIso('2030-03-04', '09:05', 'America/St_Johns')).toBe('2030-03-04T09:05:00-03:30');
    expect(zonedIso('2030-03-04', '', 'UTC')).toBeNull();
    expect(zonedIso('4/3/2030', '10:30', 'UTC')).toBeNull();
  });

  it('time zones: the same instant reads differently in each zone, each named', () => {
    const iso = '2030-03-04T09:30:00Z';
    expect(formatInZone(iso, 'Europe/Paris')).toBe('Mon, 4 Mar 2030, 10:30 (Europe/Paris)');
    expect(formatInZone(iso, 'America/New_York')).toBe('Mon, 4 Mar 2030, 04:30 (America/New York)');
    expect(wallClock(iso, 'Asia/Kolkata')).toEqual({ date: '2030-03-04', time: '15:00' });
    expect(wallClock(zonedIso('2030-10-27', '01:30', 'Europe/Berlin')!, 'Europe/Berlin').time).toBe('01:30');
  });

  it('time zones: the pickers list zones under the names people know, and the given ones', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Paris')).toBe('Europe/Paris');
    const names = timeZoneNames('Mars/Olympus');
    expect(names).toContain('Asia/Kolkata');
    expect(names).not.toContain('Asia/Calcutta');
    expect(names).toContain('UTC');
    expect(names).toContain('Mars/Olympus');
  });
});
