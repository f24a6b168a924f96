import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type SupportCategory,
  type SupportRequest,
  type SupportStatus,
  supportCategories,
} from '@talvio/contracts/support';
import { useState } from 'react';
import { PageHeader, pageWidths } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { applyServerError } from '../../../lib/form-errors.ts';
import { useSendSupportRequest, useSupportRequests } from '../api/support.ts';

const categoryLabels: Record<SupportCategory, string> = {
  general: 'General question',
  technical: 'Something is not working',
  billing: 'Billing and payments',
  account: 'Account and access',
  feature_request: 'Feature request',
};
const statusBadges: Record<SupportStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue.8' },
  in_progress: { label: 'In progress', color: 'yellow.9' },
  resolved: { label: 'Resolved', color: 'teal.9' },
  closed: { label: 'Closed', color: 'gray.7' },
};

/** /support: contact form and the user's own requests with their status. */
export function Component() {
  const requests = useSupportRequests();
  return (
    <>
      <PageHeader
        width="form"
        title="Support"
        description="Ask the Talvio team anything. You get a receipt by e-mail and the answer in your inbox."
      />
      <Stack maw={pageWidths.form}>
        <ContactForm />
        <SectionCard title="Your requests">
          <QueryState query={requests} label="your requests">
            {(data) =>
              data.items.length === 0 ? (
                <Text c="dimmed" size="sm">
                  You have not sent any requests yet.
                </Text>
              ) : (
                <Stack gap="sm">
                  {data.items.map((request) => (
                    <RequestItem key={request.id} request={request} />
                  ))}
                </Stack>
              )
            }
          </QueryState>
        </SectionCard>
      </Stack>
    </>
  );
}

function RequestItem({ request }: { request: SupportRequest }) {
  const status = statusBadges[request.status];
  return (
    <Paper withBorder p="sm" component="article" aria-label={request.subject}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{request.subject}</Text>
          <Text size="xs" c="dimmed">
            {categoryLabels[request.category]} · #{request.id} · sent{' '}
            <RelativeTime value={request.created_at} />
          </Text>
        </Stack>
        <Badge color={status.color}>{status.label}</Badge>
      </Group>
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
        {request.message}
      </Text>
    </Paper>
  );
}

function ContactForm() {
  const send = useSendSupportRequest();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { category: '', subject: '', message: '' },
    validate: {
      category: (v) => (v ? null : 'Choose a category'),
      subject: (v) =>
        v.trim().length < 3
          ? 'Enter a subject (at least 3 characters)'
          : v.trim().length > 160
            ? 'Must be at most 160 characters'
            : null,
      message: (v) =>
        v.trim().length < 10
          ? 'Describe your request (at least 10 characters)'
          : v.trim().length > 5000
            ? 'Must be at most 5000 characters'
            : null,
    },
  });
  const onSubmit = form.onSubmit((values) => {
    setError(null);
    send.mutate(
      {
        category: values.category as SupportCategory,
        subject: values.subject.trim(),
        message: values.message.trim(),
      },
      {
        onSuccess: (sent) => {
          form.reset();
          notifications.show({
            color: 'teal',
            title: 'Request sent',
            message: `We received request #${sent.id} and e-mailed you a receipt.`,
          });
        },
        onError: (err) => setError(applyServerError(form, err)),
      },
    );
  });
  return (
    <SectionCard title="Contact us">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              Your request was not sent: {error}
            </Alert>
          )}
          <Select
            label="Category"
            placeholder="What is it about?"
            required
            data={supportCategories.map((c) => ({ value: c, label: categoryLabels[c] }))}
            {...form.getInputProps('category')}
          />
          <TextInput label="Subject" required maxLength={160} {...form.getInputProps('subject')} />
          <Textarea
            label="Message"
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={5000}
            description={`${form.values.message.length} / 5000`}
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
