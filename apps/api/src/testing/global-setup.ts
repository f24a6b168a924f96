import type { TestProject } from 'vitest/node';
import { type MigratedDatabase, prepareMigratedDatabase } from './test-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}

/** The API project's global setup: one migrated database for the run, which every test file's starts from. */
export default async function setup(project: TestProject) {
  const { migrated, dispose } = await prepareMigratedDatabase();
  project.provide('migratedDatabase', migrated);
  return dispose;
}
