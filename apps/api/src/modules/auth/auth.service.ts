import type { RegisterRequest } from '@talvio/contracts/auth';
import type { CurrentUser } from '@talvio/contracts/users';
import type { AppContext } from '../../context.ts';
import type { IdentityPrincipal } from '../../plugins/access.ts';
import { registerOrganisation } from '../organisations/organisations.service.ts';
import { getCurrentUser, lookUpStaff } from '../users/users.service.ts';

/**
 * POST /auth/register: stores the user profile and creates the organisation; the registering
 * user is its admin and the organisation starts with onboarded = false. Idempotent for the same identity,
 * so a retried request (or a Google sign-in of an existing account) returns the existing profile.
 */
export async function registerProfile(
  deps: Pick<AppContext, 'db'>,
  identity: IdentityPrincipal,
  input: RegisterRequest,
): Promise<{ created: boolean; user: CurrentUser }> {
  const existing = await lookUpStaff(deps.db, identity.identityId);
  if (existing) {
    return { created: false, user: await getCurrentUser(deps, existing.organisationId, existing.id) };
  }
  const { organisationId, userId } = await registerOrganisation(deps, {
    organisationName: input.organisation_name ?? '',
    identityId: identity.identityId,
    name: input.name,
    email: identity.email,
  });
  return { created: true, user: await getCurrentUser(deps, organisationId, userId) };
}
