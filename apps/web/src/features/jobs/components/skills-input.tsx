import { TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { jobLimits } from '@talvio/contracts/jobs';
import { useState } from 'react';
import { useSkills } from '../api/jobs.ts';

/** Skills with suggestions from the taxonomy (GET /skills); anything else typed is kept as written. */
export function SkillsInput({
  label,
  description,
  value,
  onChange,
  error,
  readOnly,
}: {
  label: string;
  description?: string;
  value: string[];
  onChange: (skills: string[]) => void;
  error?: React.ReactNode;
  readOnly?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 150);
  const suggestions = useSkills(term);
  const data = (suggestions.data?.items ?? [])
    .filter((s) => !value.includes(s.name))
    .map((s) => ({ value: s.name, label: `${s.name} · ${s.category_label}` }));
  return (
    <TagsInput
      label={label}
      description={description}
      placeholder={value.length ? undefined : 'Type a skill and press Enter'}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      maxTags={jobLimits.skills}
      splitChars={[',']}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      error={error}
      readOnly={readOnly}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
