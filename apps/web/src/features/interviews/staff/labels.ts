/** The integrity signals of an answer, named for people (docs/product/interviews.md, **integrity signals**). */
export const integrityLabels = {
  tab_hidden: 'Tab hidden',
  focus_lost: 'Focus lost',
  paste: 'Pastes',
  pasted_chars: 'Pasted characters',
} as const;

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
