import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Table,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconUpload, IconUsersGroup } from '@tabler/icons-react';
import { candidateSources } from '@talvio/contracts/interviews';
import { activityPeriods, type TalentPoolItem } from '@talvio/contracts/talent';
import type { PoolFilters } from '@talvio/contracts/talent-pool';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyList, ListPage, useListPage } from '../../../components/list-page.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { talentPoolQuery } from '../api/talent.ts';
import { LastActivityFilter } from '../components/last-activity-filter.tsx';
import {
  PageCheckbox,
  type PoolSelection,
  RowCheckbox,
  SelectionBar,
  usePoolSelection,
} from '../components/pool-selection.tsx';
import { filtersKey, SavedSearches } from '../components/saved-searches.tsx';
import { plural, sourceLabels } from '../labels.ts';

const sortFields = ['relevance', 'updated_at', 'name', 'total_years'] as const;
const interviewedFilters = ['yes', 'no'] as const;
/** Skills shown in a row; the rest are counted. */
const skillsShown = 3;

/** A filter from the address when it is one of `values`. */
const maybeOneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** A comma-separated list in the address. */
const listOf = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * /my-talent-pool: every profile of the organisation (docs/product/talent-pool.md): search, filters, sort and pages,
 * all kept in the address.
 */
export function Component() {
  const state = useListPage(sortFields, { sort: 'updated_at', order: 'desc' });
  const { params, update, debouncedSearch, page, pageSize } = state;
  // With a search and no chosen sort, the best matches come first.
  const chosen = params.get('sort') !== null;
  const sort = chosen ? state.sort : debouncedSearch ? 'relevance' : 'updated_at';
  const skills = listOf(params.get('skill'));
  const tags = listOf(params.get('tag'));
  const minYears = Number(params.get('min_years')) || undefined;
  const source = maybeOneOf(candidateSources, params.get('source'));
  const interviewed = maybeOneOf(interviewedFilters, params.get('interviewed'));
  const activeWithin = maybeOneOf(activityPeriods, params.get('active_within'));
  const inactiveFor = maybeOneOf(activityPeriods, params.get('inactive_for'));
  const [location, setLocation] = useState(params.get('location') ?? '');
  const [debouncedLocation] = useDebouncedValue(location.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address follows the debounced box only
  useEffect(() => {
    if (debouncedLocation !== (params.get('location') ?? ''))
      update({ location: debouncedLocation, page: null });
  }, [debouncedLocation]);

  const list = useQuery(
    talentPoolQuery({
      q: debouncedSearch || undefined,
      skill: skills.length ? skills : undefined,
      tag: tags.length ? tags : undefined,
      location: debouncedLocation || undefined,
      min_years: minYears,
      source,
      interviewed,
      active_within: activeWithin,
      inactive_for: inactiveFor,
      sort: chosen || !debouncedSearch ? sort : undefined,
      order: chosen || !debouncedSearch ? state.order : undefined,
      page,
      page_size: pageSize,
    }),
  );
  // On a phone the less used filters wait behind a button, which counts those set.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const secondaryCount =
    [minYears, source, interviewed, activeWithin || inactiveFor].filter(Boolean).length +
    (tags.length > 0 ? 1 : 0);
  const [more, setMore] = useState(false);
  const showMore = !narrow || more;
  const filtered =
    Boolean(
      debouncedSearch ||
        debouncedLocation ||
        minYears ||
        source ||
        interviewed ||
        activeWithin ||
        inactiveFor,
    ) ||
    skills.length > 0 ||
    tags.length > 0;

  // What a saved search keeps and "select all matching" stands for: the list as shown, without its page.
  const filters: PoolFilters = {
    q: debouncedSearch || undefined,
    skill: skills.length ? skills : undefined,
    tag: tags.length ? tags : undefined,
    location: debouncedLocation || undefined,
    min_years: minYears,
    source,
    interviewed,
    active_within: activeWithin,
    inactive_for: inactiveFor,
    sort: chosen ? sort : undefined,
    order: params.get('order') ? state.order : undefined,
  };
  const selection = usePoolSelection(filtersKey(filters));
  const apply = (saved: PoolFilters) => {
    state.setSearch(saved.q ?? '');
    setLocation(saved.location ?? '');
    update({
      search: saved.q ?? null,
      skill: saved.skill?.join(',') ?? null,
      tag: saved.tag?.join(',') ?? null,
      location: saved.location ?? null,
      min_years: saved.min_years === undefined ? null : String(saved.min_years),
      source: saved.source ?? null,
      interviewed: saved.interviewed ?? null,
      active_within: saved.active_within ?? null,
      inactive_for: saved.inactive_for ?? null,
      sort: saved.sort ?? null,
      order: saved.order ?? null,
      page: null,
    });
  };

  return (
    <>
      <ListPage
        title="My Talent Pool"
        description="Every candidate profile of your organisation: search by name, title, skill or employer, and filter."
        actions={
          <Button component={Link} to="/upload-talent" leftSection={<IconUpload size={18} aria-hidden />}>
            Upload talent
          </Button>
        }
        state={{
          ...state,
          sort,
          // While searching, a chosen sort is written out, so the default (relevance) is never mistaken for it.
          onSort: (field, order) => update({ sort: field, order, page: null }),
        }}
        tabs={<SavedSearches filters={filters} onApply={apply} />}
        searchPlaceholder='Nurse, "staff nurse", react OR vue, -agency'
        searchWidth={320}
        filters={
          <>
            <TagsInput
              label="Skills"
              placeholder={skills.length ? '' : 'Every skill listed'}
              value={skills}
              onChange={(next) => update({ skill: next.join(','), page: null })}
              clearable
              w={{ base: '100%', sm: 240 }}
            />
            <TextInput
              label="Location"
              placeholder="City or country"
              value={location}
              onChange={(e) => setLocation(e.currentTarget.value)}
              w={{ base: '100%', sm: 180 }}
            />
            {narrow && (
              <Button
                variant="default"
                onClick={() => setMore((open) => !open)}
                aria-expanded={showMore}
                rightSection={
                  <IconChevronDown size={16} aria-hidden style={{ rotate: showMore ? '180deg' : '0deg' }} />
                }
              >
                {secondaryCount > 0 ? `More filters (${secondaryCount})` : 'More filters'}
              </Button>
            )}
            {showMore && (
              <>
                <NumberInput
                  label="Min. years"
                  min={0}
                  max={60}
                  allowDecimal={false}
                  value={minYears ?? ''}
                  onChange={(v) => update({ min_years: v === '' ? null : String(v), page: null })}
                  w={{ base: '100%', sm: 110 }}
                />
                <TagsInput
                  label="Tags"
                  placeholder={tags.length ? '' : 'Every tag listed'}
                  value={tags}
                  onChange={(next) => update({ tag: next.join(','), page: null })}
                  clearable
                  w={{ base: '100%', sm: 200 }}
                />
                <Select
                  label="Source"
                  placeholder="Any source"
                  data={candidateSources.map((value) => ({ value, label: sourceLabels[value] }))}
                  value={source ?? null}
                  onChange={(v) => update({ source: v, page: null })}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Any source' }}
                  w={{ base: '100%', sm: 220 }}
                />
                <Select
                  label="Interviews"
                  placeholder="Invited or not"
                  data={[
                    { value: 'yes', label: 'Invited to an interview' },
                    { value: 'no', label: 'Never invited' },
                  ]}
                  value={interviewed ?? null}
                  onChange={(v) => update({ interviewed: v, page: null })}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Invited or not' }}
                  w={{ base: '100%', sm: 200 }}
                />
                <LastActivityFilter activeWithin={activeWithin} inactiveFor={inactiveFor} update={update} />
              </>
            )}
          </>
        }
        query={list}
        noun={['profile', 'profiles']}
        empty={
          <EmptyList
            icon={<IconUsersGroup size={28} />}
            title={filtered ? 'No profiles match' : 'Your talent pool is empty'}
            text={
              filtered
                ? 'Try fewer words, another spelling, or fewer filters.'
                : 'Upload résumés or a CSV of candidates; invited candidates join the pool too.'
            }
            action={
              !filtered && (
                <Button
                  component={Link}
                  to="/upload-talent"
                  leftSection={<IconUpload size={18} aria-hidden />}
                >
                  Upload talent
                </Button>
              )
            }
          />
        }
        minWidth={1000}
        columns={[
          { header: <PageCheckbox selection={selection} items={list.data?.items ?? []} /> },
          { header: 'Name', sort: 'name' },
          { header: 'Headline' },
          { header: 'Location' },
          { header: 'Years', sort: 'total_years' },
          { header: 'Skills' },
          { header: 'Tags' },
          { header: 'Interviews' },
          { header: 'Updated', sort: 'updated_at' },
        ]}
        row={(item) => <PoolRow item={item} selection={selection} />}
        card={(item) => <PoolCard item={item} selection={selection} />}
      />
      <SelectionBar
        selection={selection}
        filters={filters}
        pageItems={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.total_capped ?? false}
      />
    </>
  );
}

function NameCell({ item }: { item: TalentPoolItem }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={`/my-talent-profile/${item.id}`} fw={600} size="sm">
        {item.name || 'Unnamed profile'}
      </Anchor>
      {item.email && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {item.email}
        </Text>
      )}
      {item.review_count > 0 && (
        <Badge size="xs" color="yellow" variant="filled" c="dark.9" tt="none" mt={4}>
          {plural(item.review_count, 'field to check', 'fields to check')}
        </Badge>
      )}
    </div>
  );
}

function Skills({ skills }: { skills: string[] }) {
  if (skills.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap={4}>
      {skills.slice(0, skillsShown).map((skill) => (
        <Badge key={skill} variant="light" tt="none">
          {skill}
        </Badge>
      ))}
      {skills.length > skillsShown && (
        <Text size="xs" c="dimmed">
          +{skills.length - skillsShown} more
        </Text>
      )}
    </Group>
  );
}

/** The last interview event, when it came after the last change (**last activity**). */
function LaterActivity({ item }: { item: TalentPoolItem }) {
  if (Date.parse(item.last_activity_at) - Date.parse(item.updated_at) < 60_000) return null;
  return (
    <Text size="xs" c="dimmed">
      Interview activity <RelativeTime value={item.last_activity_at} />
    </Text>
  );
}

const yearsOf = (years: number | null) => (years === null ? '—' : `${years} y`);

function PoolRow({ item, selection }: { item: TalentPoolItem; selection: PoolSelection }) {
  return (
    <Table.Tr>
      <Table.Td w={40}>
        <RowCheckbox item={item} selection={selection} />
      </Table.Td>
      <Table.Td>
        <NameCell item={item} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.headline || '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.location || '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{yearsOf(item.total_years)}</Text>
      </Table.Td>
      <Table.Td>
        <Skills skills={item.skills} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.tags.join(', ') || '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.interviews}</Text>
      </Table.Td>
      <Table.Td>
        <RelativeTime value={item.updated_at} />
        <LaterActivity item={item} />
      </Table.Td>
    </Table.Tr>
  );
}

function PoolCard({ item, selection }: { item: TalentPoolItem; selection: PoolSelection }) {
  return (
    <Paper component="li" withBorder p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <RowCheckbox item={item} selection={selection} />
        <NameCell item={item} />
      </Group>
      {item.headline && (
        <Text size="sm" mt={4}>
          {item.headline}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={2}>
        {[item.location, item.total_years === null ? null : `${item.total_years} years`]
          .filter(Boolean)
          .join(' · ') || 'No location or experience yet'}
      </Text>
      {item.skills.length > 0 && (
        <Group mt={6}>
          <Skills skills={item.skills} />
        </Group>
      )}
    </Paper>
  );
}
