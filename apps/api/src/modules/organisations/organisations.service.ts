import type {
  OnboardRequest,
  Organisation,
  OrganisationOverview,
  OrganisationPatch,
} from '@talvio/contracts/organisations';
import {
  defaultOrganisationSettings,
  type OrganisationSettings,
  type OrganisationSettingsPatch,
  type OrganisationSettingsResponse,
  organisationSettingsPatchSchema,
  organisationSettingsSchema,
} from '@talvio/contracts/settings';
import { newStoredName } from '../../adapters/storage/storage.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors.ts';
import type { StaffPrincipal } from '../../plugins/access.ts';
import { recordStaffActivity } from '../activity/activity.service.ts';
import { demoCredits, getCreditBalance, grantCredits, welcomeCredits } from '../billing/credits.service.ts';
import { toLogoWebp } from './logo-image.ts';
import {
  countOrganisations,
  countOverview,
  findOrganisation,
  findOrganisationForUpdate,
  insertMember,
  insertOrganisationWithAdmin,
  isCurrentLogo,
  type OrganisationChanges,
  type OrganisationRow,
  updateOrganisation,
  updateSettings,
} from './organisations.repository.ts';

/** Logos are served by GET /files/{name}; the name is new for every upload, so it can be cached forever. */
export function logoUrl(row: Pick<OrganisationRow, 'logoPath'>): string | null {
  return row.logoPath ? `/api/files/${row.logoPath}` : null;
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
  deps: Pick<AppContext, 'db'>,
  input: { organisationName: string; identityId: string; name: string; email: string },
) {
  try {
    // Job credits: the welcome credit is a ledger row written with the organisation itself.
    return await deps.db.transaction(async (tx) => {
      const created = await insertOrganisationWithAdmin(tx, input);
      await grantCredits(tx, created.organisationId, { amount: welcomeCredits, reason: 'welcome' });
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This account is already registered.', 'email');
    throw err;
  }
}

export async function getOrganisation(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
): Promise<Organisation> {
  const row = await findOrganisation(deps.db, organisationId);
  if (!row) throw notFound('The organisation');
  return toOrganisation(row);
}

const changedKeys = (before: OrganisationRow, changes: OrganisationChanges) =>
  (Object.keys(changes) as (keyof OrganisationChanges)[]).filter(
    (key) => changes[key] !== undefined && changes[key] !== before[key],
  );

/** Applies the changes and records them, in one transaction; unchanged values write nothing. */
async function changeOrganisation(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  changes: OrganisationChanges,
  summary: (fields: string[]) => string,
): Promise<OrganisationRow> {
  return deps.db.transaction(async (tx) => {
    const before = await findOrganisationForUpdate(tx, staff.organisationId);
    if (!before) throw notFound('The organisation');
    const fields = changedKeys(before, changes);
    if (fields.length === 0) return before;
    const after = await updateOrganisation(tx, staff.organisationId, changes);
    if (!after) throw notFound('The organisation');
    await recordStaffActivity(tx, staff, {
      verb: 'organisation.updated',
      subjectType: 'organisation',
      subjectId: staff.organisationId,
      summary: summary(fields),
      details: { changes: fields },
    });
    return after;
  });
}

export async function onboardOrganisation(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  input: OnboardRequest,
): Promise<Organisation> {
  const row = await changeOrganisation(
    deps,
    staff,
    {
      name: input.name,
      industry: input.industry,
      size: input.size,
      website: input.website || null,
      country: input.country,
      city: input.city,
      onboarded: true,
    },
    () => 'Completed the organisation profile.',
  );
  return toOrganisation(row);
}

export async function patchOrganisation(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  patch: OrganisationPatch,
): Promise<Organisation> {
  const changes: OrganisationChanges = {
    ...patch,
    ...(patch.website !== undefined ? { website: patch.website || null } : {}),
  };
  const row = await changeOrganisation(
    deps,
    staff,
    changes,
    (fields) => `Updated the organisation profile (${fields.join(', ')}).`,
  );
  return toOrganisation(row);
}

/**
 * POST /company/profile-image: checks and re-encodes the image, stores it under a new
 * server-generated name, points the organisation at it, and removes the previous logo.
 */
export async function replaceLogo(
  deps: Pick<AppContext, 'db' | 'storage' | 'log'>,
  staff: StaffPrincipal,
  upload: Buffer,
): Promise<{ logo_url: string }> {
  const { db, storage, log } = deps;
  const image = await toLogoWebp(upload);
  const name = newStoredName('webp');
  await storage.put(name, image);
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const before = await findOrganisationForUpdate(tx, staff.organisationId);
      if (!before) throw notFound('The organisation');
      await updateOrganisation(tx, staff.organisationId, { logoPath: name });
      await recordStaffActivity(tx, staff, {
        verb: 'organisation.logo_changed',
        subjectType: 'organisation',
        subjectId: staff.organisationId,
        summary: before.logoPath ? 'Replaced the organisation logo.' : 'Added an organisation logo.',
      });
      return before.logoPath;
    });
  } catch (err) {
    await storage.remove(name).catch(() => undefined);
    throw err;
  }
  if (previous) {
    await storage.remove(previous).catch((err: unknown) => {
      log.warn({ err, name: previous }, 'could not remove the previous logo');
    });
  }
  return { logo_url: `/api/files/${name}` };
}

/** GET /files/{name}: only files that are an organisation's current logo are public. */
export async function readPublicFile(
  deps: Pick<AppContext, 'db' | 'storage'>,
  name: string,
): Promise<Buffer | null> {
  if (!(await isCurrentLogo(deps.db, name))) return null;
  return deps.storage.get(name);
}

/** Settings are validated on every write; anything missing (never set) or no longer valid reads as the default. */
export function resolveSettings(stored: unknown): OrganisationSettings {
  const parsed = organisationSettingsPatchSchema.safeParse(stored);
  const partial = parsed.success ? parsed.data : {};
  const merged = {
    notifications: { ...defaultOrganisationSettings.notifications, ...partial.notifications },
    interview_defaults: { ...defaultOrganisationSettings.interview_defaults, ...partial.interview_defaults },
    data_retention: { ...defaultOrganisationSettings.data_retention, ...partial.data_retention },
    fairness: { ...defaultOrganisationSettings.fairness, ...partial.fairness },
  };
  const valid = organisationSettingsSchema.safeParse(merged);
  return valid.success ? valid.data : defaultOrganisationSettings;
}

const toSettingsResponse = (row: OrganisationRow): OrganisationSettingsResponse => ({
  ...resolveSettings(row.settings),
  updated_at: row.settingsUpdatedAt ? row.settingsUpdatedAt.toISOString() : null,
});

export async function getSettings(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
): Promise<OrganisationSettingsResponse> {
  const row = await findOrganisation(deps.db, organisationId);
  if (!row) throw notFound('The organisation');
  return toSettingsResponse(row);
}

/** PATCH /organisation/settings: merges the given values over the current ones, in one transaction. */
export async function patchSettings(
  deps: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  patch: OrganisationSettingsPatch,
): Promise<OrganisationSettingsResponse> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findOrganisationForUpdate(tx, staff.organisationId);
    if (!before) throw notFound('The organisation');
    const current = resolveSettings(before.settings);
    const next: OrganisationSettings = {
      notifications: { ...current.notifications, ...patch.notifications },
      interview_defaults: { ...current.interview_defaults, ...patch.interview_defaults },
      data_retention: { ...current.data_retention, ...patch.data_retention },
      fairness: { ...current.fairness, ...patch.fairness },
    };
    const valid = organisationSettingsSchema.safeParse(next);
    if (!valid.success) {
      const issue = valid.error.issues[0];
      throw badRequest(issue?.message ?? 'Invalid settings.', issue?.path.join('.'));
    }
    const changed: string[] = [];
    for (const group of ['notifications', 'interview_defaults', 'data_retention', 'fairness'] as const) {
      const a: Record<string, unknown> = current[group];
      const b: Record<string, unknown> = valid.data[group];
      for (const key of Object.keys(b)) if (a[key] !== b[key]) changed.push(`${group}.${key}`);
    }
    if (changed.length === 0) return before;
    const after = await updateSettings(tx, staff.organisationId, valid.data);
    if (!after) throw notFound('The organisation');
    await recordStaffActivity(tx, staff, {
      verb: 'organisation.settings_changed',
      subjectType: 'organisation',
      subjectId: staff.organisationId,
      summary: `Changed the organisation settings (${changed.join(', ')}).`,
      details: { changes: changed },
    });
    return after;
  });
  return toSettingsResponse(row);
}

export async function hasAnyOrganisation(deps: Pick<AppContext, 'db'>): Promise<boolean> {
  return (await countOrganisations(deps.db)) > 0;
}

/**
 * Demo organisation (docs/product/billing.md): the demo organisation is onboarded, on business, with 5 job credits and
 * a member. The credits its demo jobs will use (`creditsToSpend`) come in the same grant, so the ledger shows one demo
 * line.
 */
export async function markDemoOrganisation(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
  input: {
    adminUserId: number;
    member: { identityId: string; name: string; email: string };
    creditsToSpend: number;
  },
): Promise<void> {
  const { db } = deps;
  await updateOrganisation(db, organisationId, {
    industry: 'Technology',
    size: '11-50',
    website: 'https://demo.talvio.local',
    country: 'IN',
    city: 'Bengaluru',
    onboarded: true,
    plan: 'business',
  });
  const balance = await getCreditBalance(deps, organisationId);
  const wanted = demoCredits + input.creditsToSpend;
  if (balance < wanted) await grantCredits(db, organisationId, { amount: wanted - balance, reason: 'demo' });
  await insertMember(db, organisationId, { ...input.member, isAdmin: false, createdBy: input.adminUserId });
}

/** The dashboard's lifetime facts (docs/product/first-run.md, **getting started**). */
export async function getOrganisationOverview(
  deps: Pick<AppContext, 'db'>,
  organisationId: number,
): Promise<OrganisationOverview> {
  const counts = await countOverview(deps.db, organisationId);
  return {
    talent_profiles: counts.talentProfiles,
    uploaded_profiles: counts.uploadedProfiles,
    active_users: counts.activeUsers,
    interviews: counts.interviews,
  };
}
