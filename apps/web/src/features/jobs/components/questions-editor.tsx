import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { jobLimits } from '@talvio/contracts/jobs';
import { WholeNumberInput } from '../../../components/whole-number-input.tsx';
import { questionTypeLabels } from '../../../lib/labels.ts';
import { difficultyLabels, options } from '../labels.ts';
import type { EditableQuestion, JobFormValues } from './job-form-values.ts';
import { newQuestion } from './job-form-values.ts';

type Form = UseFormReturnType<JobFormValues>;

/** The interview's questions: edit, reorder, delete and add; each with its rubric (`/my-job/{id}`). */
export function QuestionsEditor({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const questions = form.values.questions;
  return (
    <Stack gap="sm">
      {questions.length === 0 && (
        <Text c="dimmed" size="sm">
          No questions yet. Generate them with AI or add your own.
        </Text>
      )}
      {questions.map((question, index) => (
        <QuestionCard
          key={question.key}
          form={form}
          question={question}
          index={index}
          count={questions.length}
          readOnly={readOnly}
        />
      ))}
      {!readOnly && questions.length < jobLimits.questions && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              form.insertListItem('questions', newQuestion(form.values.interview.answer_time_limit_seconds))
            }
          >
            Add a question
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function QuestionCard({
  form,
  question,
  index,
  count,
  readOnly,
}: {
  form: Form;
  question: EditableQuestion;
  index: number;
  count: number;
  readOnly: boolean;
}) {
  const n = index + 1;
  const path = `questions.${index}` as const;
  return (
    <Paper withBorder p="md" component="section" aria-label={`Question ${n}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>Question {n}</Text>
          {!readOnly && (
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Move up">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Move question ${n} up`}
                  disabled={index === 0}
                  onClick={() => form.reorderListItem('questions', { from: index, to: index - 1 })}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Move down">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Move question ${n} down`}
                  disabled={index === count - 1}
                  onClick={() => form.reorderListItem('questions', { from: index, to: index + 1 })}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete question ${n}`}
                  onClick={() => form.removeListItem('questions', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        <Textarea
          label={`Question ${n} text`}
          autosize
          minRows={2}
          maxLength={jobLimits.questionText.max}
          readOnly={readOnly}
          {...form.getInputProps(`${path}.text`)}
        />
        {/* Two per row on a phone, four on a wide screen: the selects keep their words readable. */}
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Select
            label="Type"
            data={options(questionTypeLabels)}
            allowDeselect={false}
            readOnly={readOnly}
            {...form.getInputProps(`${path}.type`)}
          />
          <Select
            label="Difficulty"
            data={options(difficultyLabels)}
            allowDeselect={false}
            readOnly={readOnly}
            {...form.getInputProps(`${path}.difficulty`)}
          />
          <WholeNumberInput
            label="Time (seconds)"
            limits={jobLimits.answerTimeLimitSeconds}
            step={30}
            readOnly={readOnly}
            {...form.getInputProps(`${path}.time_limit_seconds`)}
          />
          <TextInput
            label="Skill assessed"
            placeholder="Optional"
            readOnly={readOnly}
            {...form.getInputProps(`${path}.skill`)}
          />
        </SimpleGrid>
        <RubricEditor form={form} index={index} points={question.rubric} readOnly={readOnly} />
      </Stack>
    </Paper>
  );
}

function RubricEditor({
  form,
  index,
  points,
  readOnly,
}: {
  form: Form;
  index: number;
  points: string[];
  readOnly: boolean;
}) {
  const n = index + 1;
  const listPath = `questions.${index}.rubric`;
  const listError = form.errors[listPath];
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={`rubric-${index}`}>
        What a strong answer covers ({jobLimits.rubric.min}–{jobLimits.rubric.max} key points)
      </Text>
      {points.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key point is identified by its position; it is edited in place
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={`Question ${n} key point ${i + 1}`}
            style={{ flex: 1 }}
            maxLength={jobLimits.rubricPoint.max}
            readOnly={readOnly}
            {...form.getInputProps(`${listPath}.${i}`)}
          />
          {!readOnly && points.length > jobLimits.rubric.min && (
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={4}
              aria-label={`Remove key point ${i + 1} of question ${n}`}
              onClick={() => form.removeListItem(listPath, i)}
            >
              <IconX size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {listError && (
        <Text size="xs" c="red.9" role="alert">
          {listError}
        </Text>
      )}
      {!readOnly && points.length < jobLimits.rubric.max && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem(listPath, '')}
          >
            Add a key point
          </Button>
        </Group>
      )}
    </Stack>
  );
}
