import {
  Alert,
  Anchor,
  Button,
  type ComboboxData,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { type Job, type JobQuestionsDraft, jobLimits, jobProblemCodes } from '@talvio/contracts/jobs';
import { interviewModes } from '@talvio/contracts/settings';
import { currencies } from '@talvio/domain/currency';
import { seniorityInTitle } from '@talvio/domain/seniority';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ActionBar } from '../../../components/action-bar.tsx';
import { CountryCityFields } from '../../../components/country-city-fields.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader, pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { WholeNumberInput } from '../../../components/whole-number-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { countryName } from '../../../lib/countries.ts';
import { useCurrency } from '../../../lib/currency.ts';
import { applyServerError, errorMessage, problemCodeOf } from '../../../lib/form-errors.ts';
import { modeLabels } from '../../../lib/labels.ts';
import { useOrganisationSettings } from '../../../lib/shared-queries.ts';
import {
  useChangeJobStatus,
  useDraftDescription,
  useDraftQuestions,
  useJob,
  useSaveJob,
} from '../api/jobs.ts';
import { AiDraftBar } from '../components/ai-draft-bar.tsx';
import {
  fromQuestion,
  type JobFormValues,
  jobFormValidation,
  toFormValues,
  toJobInput,
} from '../components/job-form-values.ts';
import { JobMissing, jobMissing } from '../components/job-missing.tsx';
import { JobStatusBadge } from '../components/job-status-badge.tsx';
import { QuestionsEditor } from '../components/questions-editor.tsx';
import { SkillsInput } from '../components/skills-input.tsx';
import {
  employmentTypeLabels,
  options,
  salaryPeriodLabels,
  seniorityLabels,
  workModeLabels,
} from '../labels.ts';

/** The languages an interview can be held in. */
const interviewLanguages = [
  { value: 'en', label: 'English' },
  { value: 'en-IN', label: 'English (India)' },
  { value: 'hi', label: 'Hindi' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
];

/** /my-job/{id}: the job editor; `new` creates a draft. */
export function Component() {
  const { id } = useParams();
  const jobId = id === 'new' ? null : Number(id);
  const defaults = useOrganisationSettings();
  if (jobId === null) {
    return (
      <QueryState query={defaults} label="the editor">
        {(settings) => <JobEditor job={null} defaults={settings.interview_defaults} />}
      </QueryState>
    );
  }
  if (!Number.isInteger(jobId) || jobId <= 0) return <JobMissing />;
  return <ExistingJob id={jobId} />;
}

function ExistingJob({ id }: { id: number }) {
  const job = useJob(id);
  return (
    <QueryState query={job} label="the job" notFound={jobMissing}>
      {(data) => <JobEditor key={data.id} job={data} defaults={undefined} />}
    </QueryState>
  );
}

/** What the offline engine had to go on when no skills were entered, in words for the editor. */
function questionsBasisNote(draft: JobQuestionsDraft): string | null {
  const skills = draft.derived_skills.join(', ');
  switch (draft.skills_basis) {
    case 'given':
      return null;
    case 'title':
      return `No skills were entered, so the questions ask about the skills in the title: ${skills}. Add required skills for sharper questions.`;
    case 'description':
      return `No skills were entered, so the questions ask about skills named in the description: ${skills}. Add required skills for sharper questions.`;
    case 'role_family':
      return `No skills were entered, so the questions ask about the core skills of this kind of role: ${skills}. Add required skills for sharper questions.`;
    case 'too_little':
      return 'The title and description say too little about the role, so the questions are general. Add required skills for questions about the role itself.';
  }
}

/**
 * Why publishing a new job failed: its draft is saved, so the editor moves to the draft's own address and shows
 * the failure there (next to the field it names) instead of losing it.
 */
interface PublishFailure {
  message: string;
  field: string | null;
  noCredits: boolean;
}

function JobEditor({ job, defaults }: { job: Job | null; defaults: Parameters<typeof toFormValues>[1] }) {
  const navigate = useNavigate();
  const { currency } = useCurrency();
  const saveJob = useSaveJob();
  const publishJob = useChangeJobStatus();
  const describe = useDraftDescription();
  const ask = useDraftQuestions();
  const carried = (useLocation().state as { publishFailure?: PublishFailure } | null)?.publishFailure;
  const [error, setError] = useState<string | null>(carried && !carried.noCredits ? carried.message : null);
  const [noCredits, setNoCredits] = useState(carried?.noCredits ?? false);
  const [questionsBasis, setQuestionsBasis] = useState<string | null>(null);
  // An existing job's seniority was chosen when it was written.
  const [seniorityChosen, setSeniorityChosen] = useState(job !== null);
  const drafting = describe.isPending ? 'description' : ask.isPending ? 'questions' : null;
  // Publishing a job first saves it, so both steps count as publishing.
  const [publishing, setPublishing] = useState(false);
  const busy = publishing ? 'publish' : saveJob.isPending ? 'save' : null;
  const form = useForm<JobFormValues>({
    initialValues: toFormValues(job, defaults, currency),
    validate: jobFormValidation,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the carried failure marks its field once, on arrival
  useEffect(() => {
    if (carried?.field && carried.field in form.values) form.setFieldError(carried.field, carried.message);
  }, []);
  const readOnly = job ? !job.editable : false;
  /** A form field's value, change handler and error, read-only when the job cannot change. */
  const field = (path: Parameters<typeof form.getInputProps>[0]) => ({
    readOnly,
    ...form.getInputProps(path),
  });
  /** A field choosing one of `data`, never none. */
  const choice = (path: Parameters<typeof form.getInputProps>[0], data: ComboboxData) => ({
    data,
    allowDeselect: false,
    ...field(path),
  });
  const skills = (name: 'required_skills' | 'nice_to_have_skills') => ({
    value: form.values[name],
    onChange: (value: string[]) => form.setFieldValue(name, value),
    error: form.errors[name],
    readOnly,
  });
  const isDraft = !job || job.status === 'draft';

  /** Saves the form (creating the job when new); the form is clean once the server has it. */
  const save = (onSaved: (saved: Job) => void, onFailed: (err: Error) => void) =>
    saveJob.mutate(
      { id: job?.id ?? null, input: toJobInput(form.values) },
      {
        onSuccess: (saved) => {
          form.resetDirty();
          onSaved(saved);
        },
        onError: onFailed,
      },
    );

  const onSave = () => {
    if (form.validate().hasErrors) return;
    setError(null);
    save(
      (saved) => {
        notifications.show({ color: 'teal', message: isDraft ? 'Draft saved.' : 'Changes saved.' });
        if (!job) void navigate(`/my-job/${saved.id}`, { replace: true });
      },
      (err) => setError(applyServerError(form, err)),
    );
  };

  const onPublish = () => {
    if (form.validate().hasErrors) return;
    setError(null);
    setNoCredits(false);
    setPublishing(true);
    const failed = (saved: Job | null) => (err: Error) => {
      setPublishing(false);
      const outOfCredits = problemCodeOf(err) === jobProblemCodes.noCredits;
      const message = outOfCredits ? '' : applyServerError(form, err);
      if (outOfCredits) setNoCredits(true);
      else setError(message);
      if (!job && saved) {
        const publishFailure: PublishFailure = {
          message,
          field: err instanceof ApiError ? (err.field ?? null) : null,
          noCredits: outOfCredits,
        };
        void navigate(`/my-job/${saved.id}`, { replace: true, state: { publishFailure } });
      }
    };
    save(
      (saved) =>
        publishJob.mutate(
          { id: saved.id, action: 'publish' },
          {
            onSuccess: (published) => {
              setPublishing(false);
              notifications.show({
                color: 'teal',
                title: 'Job published',
                message: 'One job credit was used.',
              });
              void navigate(`/jobs/${published.id}`);
            },
            onError: failed(saved),
          },
        ),
      failed(job),
    );
  };

  const needsTitle = () => {
    const titleError = jobFormValidation.title(form.values.title);
    if (titleError) form.setFieldError('title', `${titleError} first: AI drafts from it`);
    return Boolean(titleError);
  };
  /** Whether an AI draft may start: the title is set, and replacing what is there is confirmed. */
  const mayDraft = (replaces: boolean, question: string) => {
    if (needsTitle() || (replaces && !window.confirm(question))) return false;
    setError(null);
    return true;
  };
  const showError = (err: Error) => setError(errorMessage(err));
  const location = () =>
    form.values.city ? [form.values.city, countryName(form.values.country)].filter(Boolean).join(', ') : null;

  const onDraftDescription = () => {
    if (!mayDraft(Boolean(form.values.description_html), 'Replace the current description with an AI draft?'))
      return;
    describe.mutate(
      {
        title: form.values.title.trim(),
        seniority: form.values.seniority,
        department: form.values.department.trim() || null,
        required_skills: form.values.required_skills,
        nice_to_have_skills: form.values.nice_to_have_skills,
        location: location(),
        work_mode: form.values.work_mode,
        employment_type: form.values.employment_type,
      },
      {
        onSuccess: (draft) => {
          form.setFieldValue('description_html', draft.description_html);
          form.setFieldValue('description_engine', draft.engine);
        },
        onError: showError,
      },
    );
  };

  const onDraftQuestions = () => {
    if (!mayDraft(form.values.questions.length > 0, 'Replace the current questions with AI-generated ones?'))
      return;
    const count = form.values.interview.question_count;
    ask.mutate(
      {
        title: form.values.title.trim(),
        seniority: form.values.seniority,
        required_skills: form.values.required_skills,
        nice_to_have_skills: form.values.nice_to_have_skills,
        description: form.values.description_html || undefined,
        count: typeof count === 'number' ? count : undefined,
        mode: form.values.interview.mode,
      },
      {
        onSuccess: (draft) => {
          form.setFieldValue(
            'questions',
            draft.questions.map((q) => ({ ...fromQuestion(q), id: undefined })),
          );
          form.setFieldValue('questions_engine', draft.engine);
          setQuestionsBasis(draft.engine.engine === 'local' ? questionsBasisNote(draft) : null);
        },
        onError: showError,
      },
    );
  };

  return (
    <>
      <UnsavedChangesGuard when={!readOnly && busy === null && form.isDirty()} />
      <Anchor component={Link} to={job ? `/jobs/${job.id}` : '/jobs-list'} size="sm" underline="hover">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> {job ? 'Back to the job' : 'My Jobs'}
        </Group>
      </Anchor>
      <PageHeader
        width="detail"
        title={job ? `Edit ${job.title}` : 'New job'}
        description={
          readOnly
            ? 'This job is closed: it can be read but not changed.'
            : 'Describe the role, let AI draft the description and the interview, then review and publish.'
        }
        status={job && <JobStatusBadge status={job.status} />}
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <Stack maw={pageWidths.detail} pb={96}>
          <SectionCard title="The role">
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Job title"
                  required
                  maxLength={jobLimits.title.max}
                  {...field('title')}
                  onChange={(event) => {
                    const title = event.currentTarget.value;
                    form.setFieldValue('title', title);
                    // A title that states its level sets the seniority, until someone picks one by hand.
                    const level = seniorityInTitle(title);
                    if (level && !seniorityChosen) form.setFieldValue('seniority', level);
                  }}
                />
                <TextInput
                  label="Department"
                  placeholder="e.g. Engineering"
                  maxLength={jobLimits.department}
                  {...field('department')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label="Seniority"
                  {...choice('seniority', options(seniorityLabels))}
                  onChange={(value) => {
                    if (!value) return;
                    setSeniorityChosen(true);
                    form.setFieldValue('seniority', value as JobFormValues['seniority']);
                  }}
                />
                <Select
                  label="Employment type"
                  {...choice('employment_type', options(employmentTypeLabels))}
                />
                <Select label="Work mode" {...choice('work_mode', options(workModeLabels))} />
              </SimpleGrid>
              <CountryCityFields
                country={form.values.country}
                city={form.values.city}
                onChange={({ country, city }) => form.setValues({ country, city })}
                errors={{ country: form.errors.country, city: form.errors.city }}
                required={false}
                readOnly={readOnly}
              />
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <WholeNumberInput
                  label="Experience from (years)"
                  limits={jobLimits.experienceYears}
                  {...field('experience_min_years')}
                />
                <WholeNumberInput
                  label="to (years)"
                  limits={jobLimits.experienceYears}
                  {...field('experience_max_years')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <TextInput
                  label="Salary from"
                  inputMode="decimal"
                  placeholder="e.g. 85000"
                  {...field('salary_min')}
                />
                <TextInput label="Salary to" inputMode="decimal" {...field('salary_max')} />
                <Select label="Currency" {...choice('salary_currency', [...currencies])} />
                <Select label="Per" {...choice('salary_period', options(salaryPeriodLabels))} />
              </SimpleGrid>
            </Stack>
          </SectionCard>

          <SectionCard
            title="Skills"
            description="Suggestions come from Talvio’s skills taxonomy; you can type any skill."
          >
            <Stack>
              <SkillsInput label="Required skills" {...skills('required_skills')} />
              <SkillsInput label="Nice-to-have skills" {...skills('nice_to_have_skills')} />
            </Stack>
          </SectionCard>

          <SectionCard title="Description">
            <Stack>
              {!readOnly && (
                <AiDraftBar
                  label="Write description with AI"
                  loading={drafting === 'description'}
                  onClick={onDraftDescription}
                  engine={form.values.description_engine}
                  what="Drafted"
                />
              )}
              <RichTextEditor
                label="Job description"
                value={form.values.description_html}
                onChange={(html) => form.setFieldValue('description_html', html)}
                error={form.errors.description_html}
                readOnly={readOnly}
              />
            </Stack>
          </SectionCard>

          <SectionCard
            title="Interview"
            description="How candidates answer, and how long the invitation link works."
          >
            <Stack>
              <div>
                <Text size="sm" fw={500} mb={4} id="job-mode-label">
                  Answer mode
                </Text>
                <SegmentedControl
                  aria-labelledby="job-mode-label"
                  data={interviewModes.map((m) => ({ value: m, label: modeLabels[m] }))}
                  disabled={readOnly}
                  {...form.getInputProps('interview.mode')}
                />
              </div>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <WholeNumberInput
                  label="Questions AI generates"
                  description={`This job has ${form.values.questions.length}`}
                  limits={jobLimits.questionCount}
                  {...field('interview.question_count')}
                />
                <WholeNumberInput
                  label="Time per answer (s)"
                  limits={jobLimits.answerTimeLimitSeconds}
                  step={30}
                  {...field('interview.answer_time_limit_seconds')}
                />
                <WholeNumberInput
                  label="Link valid (days)"
                  limits={jobLimits.linkExpiryDays}
                  {...field('interview.link_expiry_days')}
                />
                <Select label="Language" {...choice('interview.language', interviewLanguages)} />
              </SimpleGrid>
              <Switch
                label="Offer candidates extra time (no countdown penalty)"
                disabled={readOnly}
                {...form.getInputProps('interview.allow_extra_time', { type: 'checkbox' })}
              />
            </Stack>
          </SectionCard>

          <SectionCard
            title="Questions"
            description="Every candidate answers these in order. The key points are what the evaluation looks for."
          >
            <Stack>
              {!readOnly && (
                <AiDraftBar
                  label="Generate questions with AI"
                  loading={drafting === 'questions'}
                  onClick={onDraftQuestions}
                  engine={form.values.questions_engine}
                  what="Generated"
                />
              )}
              {questionsBasis && (
                <Alert color="blue" variant="light" data-testid="questions-basis">
                  {questionsBasis}
                </Alert>
              )}
              <QuestionsEditor form={form} readOnly={readOnly} />
            </Stack>
          </SectionCard>
        </Stack>

        {!readOnly && (
          <ActionBar label="Save the job" maw={pageWidths.detail}>
            <Stack gap="xs">
              <FormError message={error} />
              {noCredits && (
                <Alert color="yellow" role="alert" title="No job credits left">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">
                      Publishing a job uses one job credit and your organisation has none left. Your draft is
                      saved.
                    </Text>
                    <Button component={Link} to="/purchase-credits" size="xs">
                      Buy job credits
                    </Button>
                  </Stack>
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" component={Link} to={job ? `/jobs/${job.id}` : '/jobs-list'}>
                  Cancel
                </Button>
                <Button type="submit" variant={isDraft ? 'default' : 'filled'} loading={busy === 'save'}>
                  {isDraft ? 'Save draft' : 'Save changes'}
                </Button>
                {isDraft && (
                  <Button onClick={onPublish} loading={busy === 'publish'}>
                    Publish
                  </Button>
                )}
              </Group>
            </Stack>
          </ActionBar>
        )}
      </form>
    </>
  );
}
