import { startPostgres } from '@mentorbridge/testing/postgres-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance database URL of the PostgreSQL server every test file creates its database on. */
    postgresAdminUrl: string;
  }
}

/** One real PostgreSQL server for the run, or the one TEST_POSTGRES_URL points at. */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_POSTGRES_URL;
  if (external) {
    project.provide('postgresAdminUrl', external);
    return;
  }
  const server = await startPostgres();
  project.provide('postgresAdminUrl', server.adminUrl);
  return () => server.stop();
}
