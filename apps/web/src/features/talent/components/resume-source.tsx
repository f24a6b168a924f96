import { Alert, Box, Group, Loader, Text } from '@mantine/core';
import type { FieldSource, ResumeText, SourcedField } from '@talvio/contracts/talent';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useResumeText } from '../api/talent.ts';
import classes from './talent.module.css';

/**
 * **Fields show their source**: the résumé's text as it was read, beside the profile's fields. Pointing at a field,
 * a skill or an entry (or focusing it) marks where in the text it came from; what the parser was unsure of is
 * marked differently and said in words.
 */

/** Below this the parser was unsure (the same line as the review flags). */
const unsureBelow = 0.6;

interface SourceState {
  sources: readonly FieldSource[];
  active: readonly FieldSource[];
  /** What the pointer is over, and what has the keyboard focus: the pointer wins while it is over something. */
  point: (how: 'hover' | 'focus', sources: readonly FieldSource[] | null) => void;
}

const SourceContext = createContext<SourceState | null>(null);

/** Shares the sources and which of them are pointed at; without `text` (not comparing) nothing is marked. */
export function SourceProvider({ text, children }: { text: ResumeText | undefined; children: ReactNode }) {
  const [pointed, setPointed] = useState<Record<'hover' | 'focus', readonly FieldSource[] | null>>({
    hover: null,
    focus: null,
  });
  const value = useMemo<SourceState | null>(
    () =>
      text
        ? {
            sources: text.sources,
            active: pointed.hover ?? pointed.focus ?? [],
            point: (how, sources) => setPointed((now) => ({ ...now, [how]: sources })),
          }
        : null,
    [text, pointed],
  );
  return <SourceContext.Provider value={value}>{children}</SourceContext.Provider>;
}

/**
 * Props that make an element point at its source while hovered or focused: a whole field, or one of its values.
 * Nothing when the résumé is not shown or the value has no source (a person changed it).
 */
export function useSourceTarget(field: SourcedField | undefined, value?: string) {
  const state = useContext(SourceContext);
  const sources = useMemo(
    () =>
      (field &&
        state?.sources.filter((s) => s.field === field && (value === undefined || s.value === value))) ||
      [],
    [state?.sources, field, value],
  );
  if (!state || sources.length === 0) return {};
  const { point } = state;
  return {
    tabIndex: 0,
    'data-sourced': sources.some((s) => s.confidence < unsureBelow) ? 'unsure' : 'sure',
    onMouseEnter: () => point('hover', sources),
    onMouseLeave: () => point('hover', null),
    onFocus: () => point('focus', sources),
    onBlur: () => point('focus', null),
  } as const;
}

/** An element that points at its source (see {@link useSourceTarget}). */
export function Sourced({
  field,
  value,
  children,
}: {
  field: SourcedField;
  value?: string;
  children: ReactNode;
}) {
  const target = useSourceTarget(field, value);
  return (
    <Box component="span" display="inline-block" maw="100%" {...target}>
      {children}
    </Box>
  );
}

/** Runs of the text, each marked by the sources that cover it (overlaps joined). */
function segmentsOf(text: string, active: readonly FieldSource[]) {
  const spans = active
    .map((s) => ({
      start: Math.max(0, s.start),
      end: Math.min(text.length, s.end),
      unsure: s.confidence < unsureBelow,
    }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);
  const out: { text: string; mark: 'sure' | 'unsure' | null }[] = [];
  let at = 0;
  for (const span of spans) {
    const start = Math.max(span.start, at);
    if (span.end <= start) continue;
    if (start > at) out.push({ text: text.slice(at, start), mark: null });
    out.push({ text: text.slice(start, span.end), mark: span.unsure ? 'unsure' : 'sure' });
    at = span.end;
  }
  if (at < text.length) out.push({ text: text.slice(at), mark: null });
  return out;
}

/** The text panel: the résumé as read, the active sources marked and scrolled into sight. */
export function ResumeTextPanel({ text }: { text: ResumeText }) {
  const state = useContext(SourceContext);
  const active = state?.active ?? [];
  const box = useRef<HTMLElement>(null);
  const segments = useMemo(() => segmentsOf(text.text, active), [text.text, active]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the marks change, to bring them into sight
  useEffect(() => {
    const container = box.current;
    const mark = container?.querySelector('mark');
    if (!container || !(mark instanceof HTMLElement)) return;
    const top = mark.offsetTop - container.offsetTop;
    // Smooth unless the person asked for less motion (the stylesheet says which).
    if (top < container.scrollTop || top > container.scrollTop + container.clientHeight - 40)
      container.scrollTop = Math.max(0, top - container.clientHeight / 3);
  }, [segments]);

  const quoted = active[0] ? text.text.slice(active[0].start, active[0].end).replace(/\s+/g, ' ').trim() : '';
  const unsure = active.some((s) => s.confidence < unsureBelow);
  return (
    <Box>
      <Text size="xs" c="dimmed" mb={6} aria-live="polite">
        {active.length === 0
          ? 'Point at a field, a skill or an entry to see where it came from.'
          : `From the résumé${unsure ? ' (the parser was unsure: check it)' : ''}: “${quoted.length > 120 ? `${quoted.slice(0, 117)}…` : quoted}”`}
      </Text>
      <section
        ref={box}
        className={classes.resumeText}
        // The whole text scrolls on its own; keyboard users can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="Résumé text"
      >
        {segments.map((segment, i) =>
          segment.mark ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: runs of one text, in order
            <mark key={i} data-confidence={segment.mark}>
              {segment.text}
            </mark>
          ) : (
            segment.text
          ),
        )}
      </section>
    </Box>
  );
}

/** Loads the text for a profile that is compared with its résumé. */
export function useComparedResume(id: number, comparing: boolean) {
  const query = useResumeText(id, { enabled: comparing });
  const status: ReactNode = query.isPending ? (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm">Loading the résumé…</Text>
    </Group>
  ) : query.isError ? (
    <Alert color="red" role="alert">
      {errorMessage(query.error)}
    </Alert>
  ) : null;
  return { text: comparing ? query.data : undefined, status };
}
