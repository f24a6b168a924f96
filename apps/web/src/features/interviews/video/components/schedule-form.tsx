import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type LiveInterview, liveInterviewLimits } from '@talvio/contracts/video';
import { type FormEvent, useMemo, useState } from 'react';
import { FormError } from '../../../../components/form-error.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useRescheduleLive, useScheduleLive } from '../api.ts';
import { browserTimeZone, formatInZone, timeZoneNames, wallClock, zonedIso } from '../time-zones.ts';

type Field = 'date' | 'time' | 'duration_minutes' | 'time_zone' | 'candidate_time_zone';

/** The API's field names on the form's fields (the start is one field there, two here). */
const fieldOf: Record<string, Field> = {
  starts_at: 'date',
  duration_minutes: 'duration_minutes',
  time_zone: 'time_zone',
  candidate_time_zone: 'candidate_time_zone',
};

const tomorrowAtTen = (zone: string) => {
  const { date } = wallClock(new Date(Date.now() + 24 * 3_600_000).toISOString(), zone);
  return { date, time: '10:00' };
};

/**
 * Scheduling or rescheduling a live interview (**scheduling**, **rescheduling**): the date and time in the
 * scheduler's zone (the browser's, prefilled), the length, and optionally the candidate's zone — the time shown in
 * both before it is sent.
 */
export function ScheduleForm({
  jobCandidateId,
  live,
  onDone,
}: {
  jobCandidateId: number;
  /** Set when rescheduling. */
  live?: LiveInterview;
  onDone: () => void;
}) {
  const [zone, setZone] = useState(live?.time_zone ?? browserTimeZone());
  const [candidateZone, setCandidateZone] = useState<string | null>(live?.candidate_time_zone ?? null);
  const start = live ? wallClock(live.starts_at, live.time_zone) : tomorrowAtTen(zone);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [duration, setDuration] = useState<number | string>(live?.duration_minutes ?? 30);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const schedule = useScheduleLive(jobCandidateId);
  const reschedule = useRescheduleLive();
  const zones = useMemo(() => timeZoneNames(zone, candidateZone ?? ''), [zone, candidateZone]);
  const startsAt = zonedIso(date, time, zone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!startsAt) found.date = 'Choose a date and a time.';
    else if (Date.parse(startsAt) <= Date.now()) found.date = 'Choose a time in the future.';
    const { minMinutes, maxMinutes, stepMinutes } = liveInterviewLimits;
    if (
      typeof duration !== 'number' ||
      duration < minMinutes ||
      duration > maxMinutes ||
      duration % stepMinutes
    )
      found.duration_minutes = `Choose ${minMinutes} to ${maxMinutes} minutes, in steps of ${stepMinutes}.`;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !startsAt || typeof duration !== 'number') return;
    const body = {
      starts_at: startsAt,
      duration_minutes: duration,
      time_zone: zone,
      candidate_time_zone: candidateZone,
    };
    const onError = (err: unknown) => {
      const field = err instanceof ApiError && err.field ? fieldOf[err.field] : undefined;
      if (field) setErrors({ [field]: errorMessage(err) });
      else setFormError(errorMessage(err));
    };
    const onSuccess = (saved: LiveInterview) => {
      notifications.show({
        color: 'teal',
        message: `${live ? 'Moved to' : 'Scheduled for'} ${formatInZone(saved.starts_at, saved.time_zone)}. The candidate was e-mailed the link and a calendar invitation.`,
      });
      onDone();
    };
    if (live) reschedule.mutate({ id: live.id, changes: body }, { onSuccess, onError });
    else schedule.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label="Date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
            required
          />
          <TextInput
            type="time"
            label="Time"
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            error={errors.time}
            required
          />
        </SimpleGrid>
        <NumberInput
          label="Length in minutes"
          description={`${liveInterviewLimits.minMinutes} to ${liveInterviewLimits.maxMinutes}, in steps of ${liveInterviewLimits.stepMinutes}`}
          value={duration}
          onChange={setDuration}
          min={liveInterviewLimits.minMinutes}
          max={liveInterviewLimits.maxMinutes}
          step={liveInterviewLimits.stepMinutes}
          allowDecimal={false}
          error={errors.duration_minutes}
          required
        />
        <Select
          label="Your time zone"
          data={zones}
          value={zone}
          onChange={(value) => value && setZone(value)}
          searchable
          allowDeselect={false}
          error={errors.time_zone}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Candidate’s time zone (optional)"
          description="When you know it, the invitation gives the time in it."
          data={zones}
          value={candidateZone}
          onChange={setCandidateZone}
          searchable
          clearable
          placeholder="Not known"
          error={errors.candidate_time_zone}
          comboboxProps={{ withinPortal: true }}
        />
        {startsAt && (
          <Stack gap={2} data-testid="schedule-preview">
            <Text size="sm">
              For you: <strong>{formatInZone(startsAt, zone)}</strong>
            </Text>
            {candidateZone && candidateZone !== zone && (
              <Text size="sm">
                For the candidate: <strong>{formatInZone(startsAt, candidateZone)}</strong>
              </Text>
            )}
          </Stack>
        )}
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={schedule.isPending || reschedule.isPending}>
            {live ? 'Save new time' : 'Schedule and e-mail the candidate'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
