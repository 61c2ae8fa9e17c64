import { startServer, type ServerProcess } from './processes.ts';

/**
 * MentorBridge as production runs it (the build of `npm run build`), on a data folder a
 * benchmark prepared, quiet apart from warnings.
 */
export function startMentorBridge(dataDir: string, port: number): Promise<ServerProcess> {
  return startServer('apps/server/dist/server.js', {
    port,
    readyPath: '/healthz',
    env: {
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
  });
}
