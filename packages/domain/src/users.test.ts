import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userChangeViolation } from './users.ts';

const admin = { id: 1, isAdmin: true, isActive: true };
const member = { id: 2, isAdmin: false, isActive: true };

describe('last active admin: the last active admin and self-deactivation', () => {
  it('nobody deactivates themself, admin or not', () => {
    expect(
      userChangeViolation({
        actorId: 1,
        before: admin,
        after: { isAdmin: true, isActive: false },
        activeAdmins: 3,
      }),
    ).toBe('self_deactivation');
    expect(
      userChangeViolation({
        actorId: 2,
        before: member,
        after: { isAdmin: false, isActive: false },
        activeAdmins: 1,
      }),
    ).toBe('self_deactivation');
  });

  it('the last active admin cannot be demoted or deactivated', () => {
    expect(
      userChangeViolation({
        actorId: 9,
        before: admin,
        after: { isAdmin: false, isActive: true },
        activeAdmins: 1,
      }),
    ).toBe('last_admin');
    expect(
      userChangeViolation({
        actorId: 9,
        before: admin,
        after: { isAdmin: true, isActive: false },
        activeAdmins: 1,
      }),
    ).toBe('last_admin');
    expect(
      userChangeViolation({
        actorId: 1,
        before: admin,
        after: { isAdmin: false, isActive: true },
        activeAdmins: 1,
      }),
    ).toBe('last_admin');
  });

  it('an admin may be demoted or deactivated while another active admin remains', () => {
    expect(
      userChangeViolation({
        actorId: 9,
        before: admin,
        after: { isAdmin: false, isActive: false },
        activeAdmins: 2,
      }),
    ).toBeNull();
    expect(
      userChangeViolation({
        actorId: 1,
        before: admin,
        after: { isAdmin: false, isActive: true },
        activeAdmins: 2,
      }),
    ).toBeNull();
  });

  it('members and inactive users can be changed freely by someone else', () => {
    expect(
      userChangeViolation({
        actorId: 1,
        before: member,
        after: { isAdmin: false, isActive: false },
        activeAdmins: 1,
      }),
    ).toBeNull();
    expect(
      userChangeViolation({
        actorId: 1,
        before: { id: 3, isAdmin: true, isActive: false },
        after: { isAdmin: false, isActive: false },
        activeAdmins: 1,
      }),
    ).toBeNull();
  });

  it('applying only allowed changes never leaves an organisation without an active admin', () => {
    const user = fc.record({ isAdmin: fc.boolean(), isActive: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(user, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.nat(),
        fc.record({ isAdmin: fc.boolean(), isActive: fc.boolean() }),
        (states, rawActor, rawTarget, after) => {
          const users = states.map((s, id) => ({ id, ...s }));
          const activeAdmins = users.filter((u) => u.isAdmin && u.isActive).length;
          fc.pre(activeAdmins >= 1);
          const target = users[rawTarget % users.length]!;
          const actorId = users[rawActor % users.length]!.id;
          if (userChangeViolation({ actorId, before: target, after, activeAdmins })) return;
          const next = users.map((u) => (u.id === target.id ? { ...u, ...after } : u));
          expect(next.some((u) => u.isAdmin && u.isActive)).toBe(true);
        },
      ),
    );
  });
});
