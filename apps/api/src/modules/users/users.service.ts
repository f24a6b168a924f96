import type { CurrentUser } from '@talvio/contracts/users';
import type { Database } from '@talvio/db/client';
import { parseCurrency } from '@talvio/domain/currency';
import { notFound } from '../../errors.ts';
import { logoUrl } from '../organisations/organisations.service.ts';
import { findStaffByIdentity, findUserWithOrganisation } from './users.repository.ts';

export { findStaffByIdentity };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function getCurrentUser(
  db: Database,
  organisationId: number,
  userId: number,
): Promise<CurrentUser> {
  const found = await findUserWithOrganisation(db, organisationId, userId);
  if (!found) throw notFound('The user');
  const { user, organisation } = found;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    is_admin: user.isAdmin,
    is_active: user.isActive,
    onboarded: organisation.onboarded,
    organisation_id: organisation.id,
    organisation_name: organisation.name,
    organisation_logo: logoUrl(organisation),
    talvio_credits: organisation.credits,
    billing_period_start: iso(user.billingPeriodStart),
    billing_period_end: iso(user.billingPeriodEnd),
    currency: parseCurrency(user.currency),
    created_date: user.createdDate.toISOString(),
    created_by: user.createdBy,
    updated_date: user.updatedDate.toISOString(),
  };
}
