/**
 * docs/product/users.md, **last active admin**: the rules an admin's change of a user's admin flag or active state must
 * keep.
 */
export interface UserAccessState {
  id: number;
  isAdmin: boolean;
  isActive: boolean;
}

export type UserChangeViolation = 'self_deactivation' | 'last_admin';

/**
 * Nobody deactivates themself, and an organisation always keeps at least one active admin.
 * `activeAdmins` counts the organisation's active admins before the change (the target included).
 */
export function userChangeViolation(input: {
  actorId: number;
  before: UserAccessState;
  after: Pick<UserAccessState, 'isAdmin' | 'isActive'>;
  activeAdmins: number;
}): UserChangeViolation | null {
  const { actorId, before, after, activeAdmins } = input;
  if (before.id === actorId && before.isActive && !after.isActive) return 'self_deactivation';
  const wasActiveAdmin = before.isAdmin && before.isActive;
  const staysActiveAdmin = after.isAdmin && after.isActive;
  if (wasActiveAdmin && !staysActiveAdmin && activeAdmins <= 1) return 'last_admin';
  return null;
}
