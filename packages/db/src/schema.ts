/** The full Drizzle schema, one file per domain under ./schema. */
export * from './schema/activity.ts';
export * from './schema/articles.ts';
export * from './schema/billing.ts';
export * from './schema/email.ts';
export * from './schema/identity.ts';
export * from './schema/interviews.ts';
export * from './schema/jobs.ts';
export * from './schema/organisations.ts';
export * from './schema/sandbox.ts';
export * from './schema/support.ts';
export * from './schema/talent.ts';
export * from './schema/users.ts';
export * from './schema/video.ts';
