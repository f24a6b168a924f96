import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type CandidateProfile, type ReviewField, talentLimits } from '@talvio/contracts/talent';
import { useState } from 'react';
import { ActionBar } from '../../../components/action-bar.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { applyServerError } from '../../../lib/form-errors.ts';
import { useUpdateProfile } from '../api/talent.ts';
import {
  changedFields,
  newEducation,
  newExperience,
  type ProfileFormValues,
  toFormValues,
  validateProfile,
} from './profile-form-values.ts';
import { CheckThis } from './review-marker.tsx';

/**
 * The profile editor: every field PATCH /candidates/{id} takes, checked as the server checks it. Only the fields
 * that changed are sent (the server clears their review flags); the answer replaces the profile.
 */
export function ProfileForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const save = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    initialValues: toFormValues(profile),
    validate: (values) => validateProfile(values, profile),
  });
  const flag = (field: ReviewField) => {
    const found = profile.review.find((f) => f.field === field);
    return found ? <CheckThis reason={found.reason} /> : undefined;
  };

  const onSubmit = form.onSubmit((values) => {
    setError(null);
    const input = changedFields(values, form.getInitialValues());
    if (Object.keys(input).length === 0) {
      onDone();
      return;
    }
    save.mutate(
      { id: profile.id, input },
      {
        onSuccess: (saved) => {
          form.resetDirty();
          notifications.show({ color: 'teal', message: `Saved the profile of ${saved.name}.` });
          onDone();
        },
        onError: (err) => setError(applyServerError(form, err)),
      },
    );
  });

  const experience = form.values.experience;
  const education = form.values.education;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Edit the profile of ${profile.name}`}>
      <UnsavedChangesGuard when={!save.isPending && form.isDirty()} />
      <Stack>
        <SectionCard title="Contact and headline">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Name"
                required
                maxLength={talentLimits.name}
                description={flag('name')}
                {...form.getInputProps('name')}
              />
              <TextInput
                label="Headline"
                maxLength={talentLimits.headline}
                description={flag('headline')}
                {...form.getInputProps('headline')}
              />
              <TextInput
                label="E-mail"
                type="email"
                description={flag('email')}
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Phone"
                maxLength={40}
                description={flag('phone')}
                {...form.getInputProps('phone')}
              />
              <TextInput
                label="Location"
                maxLength={talentLimits.location}
                description={flag('location')}
                {...form.getInputProps('location')}
              />
            </SimpleGrid>
            <TagsInput
              label="Links"
              description="Full addresses, such as https://www.linkedin.com/in/…"
              placeholder="Type an address and press Enter"
              maxTags={talentLimits.links}
              splitChars={[' ', ',']}
              {...form.getInputProps('links')}
            />
            <Textarea
              label="Summary"
              autosize
              minRows={3}
              maxLength={talentLimits.summary}
              {...form.getInputProps('summary')}
            />
          </Stack>
        </SectionCard>

        <SectionCard title="Skills and tags">
          <Stack>
            <TagsInput
              label="Skills"
              description={flag('skills')}
              placeholder="Type a skill and press Enter"
              maxTags={talentLimits.skills}
              splitChars={[',']}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear skills' }}
              {...form.getInputProps('skills')}
            />
            <TagsInput
              label="Tags"
              description="Your own words to find this person again, such as “night shift” or “referral”."
              placeholder="Type a tag and press Enter"
              maxTags={talentLimits.tags}
              splitChars={[',']}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear tags' }}
              {...form.getInputProps('tags')}
            />
          </Stack>
        </SectionCard>

        <SectionCard
          title="Experience"
          description="Dates as YYYY-MM or YYYY; an empty end date means “Present”."
        >
          <Stack gap="sm">
            {flag('experience')}
            {experience.length === 0 && (
              <Text size="sm" c="dimmed">
                No work history yet.
              </Text>
            )}
            {experience.map((entry, index) => {
              const n = index + 1;
              const path = `experience.${index}` as const;
              return (
                <Paper key={entry.key} withBorder p="sm" component="fieldset" aria-label={`Experience ${n}`}>
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600} size="sm">
                        Experience {n}
                      </Text>
                      <Tooltip label="Remove">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove experience ${n}`}
                          onClick={() => form.removeListItem('experience', index)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                      <TextInput label="Title" maxLength={200} {...form.getInputProps(`${path}.title`)} />
                      <TextInput label="Company" maxLength={200} {...form.getInputProps(`${path}.company`)} />
                      <TextInput
                        label="Start"
                        placeholder="2021-03"
                        {...form.getInputProps(`${path}.start`)}
                      />
                      <TextInput label="End" placeholder="Present" {...form.getInputProps(`${path}.end`)} />
                    </SimpleGrid>
                    <Textarea
                      label="Description"
                      autosize
                      minRows={2}
                      maxLength={5_000}
                      {...form.getInputProps(`${path}.description`)}
                    />
                  </Stack>
                </Paper>
              );
            })}
            <FormError message={typeof form.errors.experience === 'string' ? form.errors.experience : null} />
            {experience.length < talentLimits.entries && (
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => form.insertListItem('experience', newExperience())}
                >
                  Add experience
                </Button>
              </Group>
            )}
          </Stack>
        </SectionCard>

        <SectionCard title="Education">
          <Stack gap="sm">
            {flag('education')}
            {education.length === 0 && (
              <Text size="sm" c="dimmed">
                No education yet.
              </Text>
            )}
            {education.map((entry, index) => {
              const n = index + 1;
              const path = `education.${index}` as const;
              return (
                <Paper key={entry.key} withBorder p="sm" component="fieldset" aria-label={`Education ${n}`}>
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600} size="sm">
                        Education {n}
                      </Text>
                      <Tooltip label="Remove">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove education ${n}`}
                          onClick={() => form.removeListItem('education', index)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                      <TextInput
                        label="Institution"
                        maxLength={200}
                        {...form.getInputProps(`${path}.institution`)}
                      />
                      <TextInput label="Degree" maxLength={200} {...form.getInputProps(`${path}.degree`)} />
                      <TextInput label="Finished" placeholder="2018" {...form.getInputProps(`${path}.end`)} />
                    </SimpleGrid>
                  </Stack>
                </Paper>
              );
            })}
            {education.length < talentLimits.entries && (
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => form.insertListItem('education', newEducation())}
                >
                  Add education
                </Button>
              </Group>
            )}
          </Stack>
        </SectionCard>

        <SectionCard title="Notes">
          <Textarea
            label="Notes"
            autosize
            minRows={3}
            maxLength={talentLimits.notes}
            {...form.getInputProps('notes')}
          />
        </SectionCard>

        <ActionBar label="Save the profile">
          <Stack gap="xs">
            <FormError message={error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onDone}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save changes
              </Button>
            </Group>
          </Stack>
        </ActionBar>
      </Stack>
    </form>
  );
}
