import type { OnboardRequest, Organisation, OrganisationPatch } from '@talvio/contracts/organisations';
import type { Database } from '@talvio/db/client';
import { conflict, notFound } from '../../errors.ts';
import {
  countOrganisations,
  findOrganisation,
  insertMember,
  insertOrganisationWithAdmin,
  type OrganisationChanges,
  type OrganisationRow,
  updateOrganisation,
} from './organisations.repository.ts';

/** PRODUCT.md §4: a new organisation gets 1 welcome job credit. */
export const welcomeCredits = 1;

export function logoUrl(row: Pick<OrganisationRow, 'id' | 'logoPath' | 'updatedAt'>): string | null {
  return row.logoPath ? `/api/organisation/${row.id}/logo?v=${row.updatedAt.getTime()}` : null;
}

export function toOrganisation(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    size: row.size,
    website: row.website,
    country: row.country,
    city: row.city,
    logo_url: logoUrl(row),
    onboarded: row.onboarded,
    plan: row.plan,
  };
}

export async function registerOrganisation(
  db: Database,
  input: { organisationName: string; identityId: string; name: string; email: string },
) {
  try {
    return await insertOrganisationWithAdmin(db, { ...input, credits: welcomeCredits });
  } catch (err) {
    if (
      (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (err as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw conflict('This account is already registered.', 'email');
    }
    throw err;
  }
}

export async function getOrganisation(db: Database, organisationId: number): Promise<Organisation> {
  const row = await findOrganisation(db, organisationId);
  if (!row) throw notFound('The organisation');
  return toOrganisation(row);
}

export async function onboardOrganisation(
  db: Database,
  organisationId: number,
  input: OnboardRequest,
): Promise<Organisation> {
  const row = await updateOrganisation(db, organisationId, {
    name: input.name,
    industry: input.industry,
    size: input.size,
    website: input.website || null,
    country: input.country,
    city: input.city,
    onboarded: true,
  });
  if (!row) throw notFound('The organisation');
  return toOrganisation(row);
}

export async function patchOrganisation(
  db: Database,
  organisationId: number,
  patch: OrganisationPatch,
): Promise<Organisation> {
  // Drizzle skips undefined keys, so only the fields present in the patch change.
  const changes: OrganisationChanges = {
    ...patch,
    ...(patch.website !== undefined ? { website: patch.website || null } : {}),
  };
  const row = Object.values(changes).some((v) => v !== undefined)
    ? await updateOrganisation(db, organisationId, changes)
    : await findOrganisation(db, organisationId);
  if (!row) throw notFound('The organisation');
  return toOrganisation(row);
}

export async function hasAnyOrganisation(db: Database): Promise<boolean> {
  return (await countOrganisations(db)) > 0;
}

/** PRODUCT.md §4: the demo organisation is onboarded, on business, with 5 job credits and a member. */
export async function markDemoOrganisation(
  db: Database,
  organisationId: number,
  input: { adminUserId: number; member: { identityId: string; name: string; email: string } },
): Promise<void> {
  await updateOrganisation(db, organisationId, {
    industry: 'Technology',
    size: '11-50',
    website: 'https://demo.talvio.local',
    country: 'IN',
    city: 'Bengaluru',
    onboarded: true,
    plan: 'business',
    credits: 5,
  });
  await insertMember(db, organisationId, { ...input.member, isAdmin: false, createdBy: input.adminUserId });
}
