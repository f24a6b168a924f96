import type { AppContext } from '../context.ts';
import { registerProfile } from '../modules/auth/auth.service.ts';
import { startDemoSubscription } from '../modules/billing/billing.service.ts';
import { markDemoOrganisation } from '../modules/organisations/organisations.service.ts';
import { lookUpStaff } from '../modules/users/users.service.ts';
import type { StaffPrincipal } from '../plugins/access.ts';

export const demoOrganisationName = 'Demo Talent Labs';
export const demoPassword = 'TalvioDemo!2026';
export const demoAccounts = [
  { email: 'admin@demo.talvio.local', name: 'Avery Admin', isAdmin: true },
  { email: 'member@demo.talvio.local', name: 'Morgan Member', isAdmin: false },
] as const;

export interface DemoLogins {
  organisationName: string;
  /** The domain of the staff addresses: demo.talvio.local, or `<name>.demo.talvio.local` beside other organisations. */
  domain: string;
  admin: { email: string; name: string };
  member: { email: string; name: string };
  password: string;
}

/** The demo organisation's name and sign-ins: the usual ones, or ones of their own for a named organisation. */
export function demoLogins(organisationName?: string): DemoLogins {
  const slug = organisationName
    ?.toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const domain = slug ? `${slug}.demo.talvio.local` : 'demo.talvio.local';
  const [admin, member] = demoAccounts;
  return {
    organisationName: organisationName ?? demoOrganisationName,
    domain,
    admin: { email: `admin@${domain}`, name: admin.name },
    member: { email: `member@${domain}`, name: member.name },
    password: demoPassword,
  };
}

export interface DemoStaff {
  admin: StaffPrincipal;
  member: StaffPrincipal;
}

/**
 * Demo organisation (docs/product/billing.md): signs up the admin like anyone else, then makes the organisation
 * onboarded, on business with an active sandbox subscription, with 5 job credits (plus `creditsToSpend` for the demo
 * jobs it publishes) and a member who can sign in with the same password.
 */
export async function createDemoOrganisation(
  ctx: AppContext,
  logins: DemoLogins,
  creditsToSpend: number,
): Promise<DemoStaff> {
  const identities = [];
  for (const account of [logins.admin, logins.member]) {
    identities.push(await ctx.identity.createVerifiedAccount({ ...account, password: logins.password }));
  }
  const [adminIdentity, memberIdentity] = identities as [(typeof identities)[0], (typeof identities)[0]];
  const { user } = await registerProfile(ctx, adminIdentity, {
    name: logins.admin.name,
    organisation_name: logins.organisationName,
  });
  await markDemoOrganisation(ctx, user.organisation_id, {
    adminUserId: user.id,
    member: { identityId: memberIdentity.identityId, ...logins.member },
    creditsToSpend,
  });
  const admin: StaffPrincipal = {
    id: user.id,
    identityId: adminIdentity.identityId,
    organisationId: user.organisation_id,
    email: logins.admin.email,
    isAdmin: true,
  };
  const found = await lookUpStaff(ctx.db, memberIdentity.identityId);
  if (!found) throw new Error('the demo member was not stored');
  const member: StaffPrincipal = { ...found, email: logins.member.email };
  await startDemoSubscription(ctx, admin);
  return { admin, member };
}
