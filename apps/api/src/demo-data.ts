import type { FastifyInstance } from 'fastify';
import { registerProfile } from './modules/auth/auth.service.ts';
import { startDemoSubscription } from './modules/billing/billing.service.ts';
import { hasAnyOrganisation, markDemoOrganisation } from './modules/organisations/organisations.service.ts';

export const demoOrganisationName = 'Demo Talent Labs';
export const demoPassword = 'TalvioDemo!2026';
export const demoAccounts = [
  { email: 'admin@demo.talvio.local', name: 'Avery Admin', isAdmin: true },
  { email: 'member@demo.talvio.local', name: 'Morgan Member', isAdmin: false },
] as const;

/**
 * Creates the demo organisation on the first start of an empty database (PRODUCT.md: embedded default only,
 * or with DEMO_DATA=1). Returns false when the database already holds an organisation.
 */
export async function seedDemoData(app: FastifyInstance): Promise<boolean> {
  const { db, identity } = app.ctx;
  if (await hasAnyOrganisation(db)) return false;
  const [admin, member] = demoAccounts;
  const identities = [];
  for (const account of demoAccounts) {
    const { user } = await identity.auth().api.signUpEmail({
      body: { email: account.email, password: demoPassword, name: account.name },
    });
    identities.push({ identityId: user.id, email: user.email, name: user.name });
  }
  const { user: adminUser } = await registerProfile(db, identities[0]!, {
    name: admin.name,
    organisation_name: demoOrganisationName,
  });
  await markDemoOrganisation(db, adminUser.organisation_id, {
    adminUserId: adminUser.id,
    member: { identityId: identities[1]!.identityId, name: member.name, email: member.email },
  });
  // PRODUCT.md §4: business with an active sandbox subscription, paid through the sandbox like any other.
  await startDemoSubscription(app.ctx, {
    id: adminUser.id,
    identityId: identities[0]!.identityId,
    organisationId: adminUser.organisation_id,
    email: admin.email,
    isAdmin: true,
  });
  return true;
}
