import {
  type SupportContact,
  type SupportRequest,
  type SupportRequestList,
  supportCategorySchema,
} from '@talvio/contracts/support';
import type { AppContext } from '../../context.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { recordStaffActivity } from '../activity/activity.service.ts';
import { getCurrentUser } from '../users/users.service.ts';
import {
  insertSupportRequest,
  listOwnSupportRequests,
  type SupportRequestRow,
} from './support.repository.ts';

const categoryLabels: Record<SupportContact['category'], string> = {
  general: 'General question',
  technical: 'Technical problem',
  billing: 'Billing and payments',
  account: 'Account and access',
  feature_request: 'Feature request',
};

function toSupportRequest(row: SupportRequestRow): SupportRequest {
  return {
    id: row.id,
    category: supportCategorySchema.catch('general').parse(row.category),
    subject: row.subject,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * POST /support/contact: stores the request (status open) with its activity entry, then e-mails
 * the support inbox and sends the user a receipt, both through the outbox.
 */
export async function contactSupport(
  deps: Pick<AppContext, 'db' | 'email' | 'config' | 'log'>,
  staff: StaffPrincipal,
  input: SupportContact,
): Promise<SupportRequest> {
  const { db, email, config, log } = deps;
  const user = await getCurrentUser(deps, staff.organisationId, staff.id);
  const row = await db.transaction(async (tx) => {
    const created = await insertSupportRequest(tx, staff.organisationId, {
      userId: staff.id,
      category: input.category,
      subject: input.subject,
      message: input.message,
    });
    await recordStaffActivity(tx, staff, {
      verb: 'support.request_sent',
      subjectType: 'support_request',
      subjectId: created.id,
      summary: `Contacted support: ${created.subject}`,
      details: { category: created.category },
    });
    return created;
  });
  const reference = `#${row.id}`;
  const category = categoryLabels[input.category];
  try {
    await email.send({
      to: config.supportEmail,
      kind: 'support_request',
      subject: `[Support ${reference}] ${input.subject}`,
      paragraphs: [
        `From: ${user.name} <${user.email}>`,
        `Organisation: ${user.organisation_name || '(no name yet)'} (id ${user.organisation_id})`,
        `Category: ${category}`,
        `Subject: ${input.subject}`,
        input.message,
        `Request ${reference}, sent ${row.createdAt.toISOString()}. Reply to the user at ${user.email}.`,
      ],
    });
    await email.send({
      to: user.email,
      kind: 'support_receipt',
      subject: `We received your request ${reference}: ${input.subject}`,
      paragraphs: [
        `Hello ${user.name},`,
        `Thank you for contacting Talvio support. We received your request ${reference} (${category}) and will reply to this address, usually within one working day.`,
        `Your message:\n${input.message}`,
        'You can follow its status on the Support page of Talvio.',
      ],
      action: { label: 'View your requests', url: `${config.publicUrl}/support` },
    });
  } catch (err) {
    // The request is stored and visible to the user; the outbox retries failed deliveries.
    log.error({ err, supportRequestId: row.id }, 'could not queue the support e-mails');
  }
  return toSupportRequest(row);
}

export async function getOwnSupportRequests(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
): Promise<SupportRequestList> {
  const rows = await listOwnSupportRequests(deps.db, staff.organisationId, staff.id, 200);
  return { items: rows.map(toSupportRequest) };
}
