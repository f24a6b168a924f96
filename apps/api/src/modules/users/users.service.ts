import type {
  CurrentUser,
  CurrentUserPatch,
  User,
  UserList,
  UserUpdate,
  userCreateSchema,
  userListQuerySchema,
} from '@talvio/contracts/users';
import { lockOrganisation } from '@talvio/db/locks';
import { parseCurrency } from '@talvio/domain/currency';
import { userChangeViolation } from '@talvio/domain/users';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, isUniqueViolation, notFound, unprocessable } from '../../errors.ts';
import { pageOf, pageWindow } from '../../pagination.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { recordStaffActivity } from '../activity/activity.service.ts';
import { logoUrl } from '../organisations/organisations.service.ts';
import { forgetStaff, lookUpStaff } from './staff-lookup.ts';
import {
  countActiveAdmins,
  emailInUse,
  findUser,
  findUserWithOrganisation,
  insertUser,
  listUsers,
  type UserChanges,
  type UserWithStatus,
  updateUser,
} from './users.repository.ts';

export { lookUpStaff };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const role = (isAdmin: boolean) => (isAdmin ? 'an admin' : 'a member');

export async function getCurrentUser(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  userId: number,
): Promise<CurrentUser> {
  const found = await findUserWithOrganisation(deps.db, organisationId, userId);
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
    // The organisation's billing period, set by its subscription.
    billing_period_start: iso(organisation.billingPeriodStart),
    billing_period_end: iso(organisation.billingPeriodEnd),
    currency: parseCurrency(user.currency),
    created_date: user.createdDate.toISOString(),
    created_by: user.createdBy,
    updated_date: user.updatedDate.toISOString(),
  };
}

function toUser(row: UserWithStatus): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    is_admin: row.isAdmin,
    is_active: row.isActive,
    currency: parseCurrency(row.currency),
    invitation_pending: row.invitationPending,
    created_date: row.createdDate.toISOString(),
    created_by: row.createdBy,
    updated_date: row.updatedDate.toISOString(),
  };
}

/** PATCH /users/current: the user's own name and preferred currency, nothing else. */
export async function patchCurrentUser(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  patch: CurrentUserPatch,
): Promise<CurrentUser> {
  await deps.db.transaction(async (tx) => {
    const before = await findUser(tx, staff.organisationId, staff.id);
    if (!before) throw notFound('The user');
    const changes: UserChanges = {};
    if (patch.name !== undefined && patch.name !== before.name) changes.name = patch.name;
    if (patch.currency !== undefined && patch.currency !== before.currency) changes.currency = patch.currency;
    const changed = Object.keys(changes);
    if (changed.length === 0) return;
    await updateUser(tx, staff.organisationId, staff.id, changes);
    await recordStaffActivity(tx, staff, {
      verb: 'profile.updated',
      subjectType: 'user',
      subjectId: staff.id,
      summary: `Updated their profile (${changed.join(', ')}).`,
      details: { changes: changed, ...(changes.currency ? { currency: changes.currency } : {}) },
    });
  });
  return getCurrentUser(deps, staff.organisationId, staff.id);
}

export async function getUser(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  userId: number,
): Promise<User> {
  const row = await findUser(deps.db, organisationId, userId);
  if (!row) throw notFound('The user');
  return toUser(row);
}

export async function getUsers(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  query: z.output<typeof userListQuerySchema>,
): Promise<UserList> {
  const { rows, total } = await listUsers(deps.db, organisationId, {
    search: query.search || undefined,
    status: query.status,
    role: query.role,
    sort: query.sort,
    order: query.order,
    ...pageWindow(query),
  });
  return pageOf(rows.map(toUser), total, query);
}

const duplicateEmail = () => conflict('A Talvio account with this e-mail address already exists.', 'email');

/**
 * E-mails a link to set a password: a single-use, 1-hour token from the identity library's reset flow,
 * pointing at the web app's /reset-password page.
 */
async function sendSetPasswordEmail(
  deps: Pick<AppContext, 'identity' | 'email' | 'config'>,
  user: { email: string; name: string },
  invitedBy: { name: string; organisationName: string },
): Promise<void> {
  const token = await deps.identity.createSetPasswordToken(user.email);
  const url = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.email.send({
    to: user.email,
    kind: 'user_invitation',
    subject: `${invitedBy.name} invited you to ${invitedBy.organisationName || 'Talvio'} on Talvio`,
    paragraphs: [
      `Hello ${user.name},`,
      `${invitedBy.name} added you to ${invitedBy.organisationName || 'their organisation'} on Talvio, the AI assistant for seamless hiring.`,
      'Choose a password to sign in. The link works once and expires in 1 hour; after that, use "Forgot password" on the sign-in page with this e-mail address.',
    ],
    action: { label: 'Set your password', url },
  });
}

async function inviter(deps: Pick<AppContext, 'db'>, staff: StaffPrincipal) {
  const found = await findUserWithOrganisation(deps.db, staff.organisationId, staff.id);
  return { name: found?.user.name ?? 'An admin', organisationName: found?.organisation.name ?? '' };
}

/**
 * POST /users (docs/product/users.md, **adding a user**): creates the identity without a usable password and the
 * staff profile (is_active true unless given, created_by the acting admin, both dates now), then e-mails a
 * set-password link.
 */
export async function createUser(
  deps: Pick<AppContext, 'db' | 'identity' | 'email' | 'config' | 'log'>,
  staff: StaffPrincipal,
  input: z.output<typeof userCreateSchema>,
): Promise<User> {
  const { db, identity } = deps;
  if ((await emailInUse(db, input.email)) || (await identity.findAccountByEmail(input.email))) {
    throw duplicateEmail();
  }
  let identityId: string;
  try {
    identityId = await identity.createPasswordlessAccount({ email: input.email, name: input.name });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateEmail();
    throw err;
  }
  let created: UserWithStatus;
  try {
    created = await db.transaction(async (tx) => {
      const row = await insertUser(tx, staff.organisationId, {
        identityId,
        name: input.name,
        email: input.email,
        isAdmin: input.is_admin,
        isActive: input.is_active,
        createdBy: staff.id,
      });
      await recordStaffActivity(tx, staff, {
        verb: 'user.created',
        subjectType: 'user',
        subjectId: row.id,
        summary: `Added ${row.name} (${row.email}) as ${role(row.isAdmin)}${row.isActive ? '' : ', inactive'}.`,
        details: { email: row.email, is_admin: row.isAdmin, is_active: row.isActive },
      });
      return { ...row, invitationPending: true };
    });
  } catch (err) {
    await identity.deleteAccount(identityId).catch((cleanupErr: unknown) => {
      deps.log.error(
        { err: cleanupErr, identityId },
        'could not remove the identity of a failed user creation',
      );
    });
    if (isUniqueViolation(err)) throw duplicateEmail();
    throw err;
  }
  // An inactive user could not sign in anyway; the admin sends the invitation when activating them.
  if (created.isActive) {
    try {
      await sendSetPasswordEmail(deps, created, await inviter(deps, staff));
    } catch (err) {
      // The user exists; the admin can resend the invitation from the users list.
      deps.log.error({ err, userId: created.id }, 'could not queue the invitation e-mail');
    }
  }
  return toUser(created);
}

/** POST /users/{id}/invitation: a new set-password link for a user who has not set a password yet. */
export async function resendInvitation(
  deps: Pick<AppContext, 'db' | 'identity' | 'email' | 'config'>,
  staff: StaffPrincipal,
  userId: number,
): Promise<User> {
  const { db } = deps;
  const user = await findUser(db, staff.organisationId, userId);
  if (!user) throw notFound('The user');
  if (!user.isActive) {
    throw conflict('This user is deactivated. Activate them before sending an invitation.', 'is_active');
  }
  if (!user.invitationPending) {
    throw new AppError(
      'invitation_not_pending',
      409,
      'This user has already set a password and can sign in.',
    );
  }
  await sendSetPasswordEmail(deps, user, await inviter(deps, staff));
  await recordStaffActivity(db, staff, {
    verb: 'user.invitation_sent',
    subjectType: 'user',
    subjectId: user.id,
    summary: `Sent ${user.name} a new link to set their password.`,
  });
  return toUser(user);
}

const violationErrors = {
  self_deactivation: () =>
    unprocessable(
      'cannot_deactivate_self',
      'You cannot deactivate your own account. Ask another admin to do it.',
      'is_active',
    ),
  last_admin: (field: 'is_admin' | 'is_active') =>
    new AppError(
      'last_admin',
      409,
      'This is the last active admin of your organisation. Make another user an admin first.',
      field,
    ),
};

/**
 * PUT /users/{id} (docs/product/users.md, **editing a user**): name, admin flag and active state; password,
 * created_date, created_by and email are kept whatever is sent; updated_date is set now.
 */
export async function replaceUser(
  deps: Pick<AppContext, 'db' | 'identity' | 'log'>,
  staff: StaffPrincipal,
  userId: number,
  input: UserUpdate,
): Promise<User> {
  const { db } = deps;
  const result = await db.transaction(async (tx) => {
    await lockOrganisation(tx, staff.organisationId);
    const before = await findUser(tx, staff.organisationId, userId);
    if (!before) throw notFound('The user');
    const violation = userChangeViolation({
      actorId: staff.id,
      before,
      after: { isAdmin: input.is_admin, isActive: input.is_active },
      activeAdmins: await countActiveAdmins(tx, staff.organisationId),
    });
    if (violation === 'self_deactivation') throw violationErrors.self_deactivation();
    if (violation === 'last_admin') {
      throw violationErrors.last_admin(input.is_active ? 'is_admin' : 'is_active');
    }
    const after = await updateUser(tx, staff.organisationId, userId, {
      name: input.name,
      isAdmin: input.is_admin,
      isActive: input.is_active,
    });
    if (!after) throw notFound('The user');
    const changed = (
      [
        ['name', before.name !== after.name],
        ['is_admin', before.isAdmin !== after.isAdmin],
        ['is_active', before.isActive !== after.isActive],
      ] as const
    )
      .filter(([, differs]) => differs)
      .map(([field]) => field);
    if (changed.length > 0) {
      const deactivated = before.isActive && !after.isActive;
      const reactivated = !before.isActive && after.isActive;
      await recordStaffActivity(tx, staff, {
        verb: deactivated ? 'user.deactivated' : reactivated ? 'user.reactivated' : 'user.updated',
        subjectType: 'user',
        subjectId: after.id,
        summary: deactivated
          ? `Deactivated ${after.name}.`
          : reactivated
            ? `Reactivated ${after.name}.`
            : `Updated ${after.name} (${changed.join(', ')}).`,
        details: { changes: [...changed], is_admin: after.isAdmin, is_active: after.isActive },
      });
    }
    return { user: { ...after, invitationPending: before.invitationPending }, deactivated: !after.isActive };
  });
  // Committed: the next request of this user is checked against the new admin flag and active state.
  forgetStaff(db, result.user.identityId);
  if (result.deactivated) {
    // The access check already refuses them at their next request; this also stops new ID tokens.
    await deps.identity.revokeSessions(result.user.identityId).catch((err: unknown) => {
      deps.log.warn({ err, userId }, 'could not revoke the sessions of a deactivated user');
    });
  }
  return toUser(result.user);
}
