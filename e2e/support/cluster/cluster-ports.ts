import os from 'node:os';
import path from 'node:path';

/** The scale-out journey's address: nginx, in front of two server processes. */
export const CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT ?? 3200);
export const CLUSTER_URL = `http://localhost:${CLUSTER_PORT}`;
/** The two processes, each also reachable directly for its metrics. */
export const PROCESS_PORTS = { a: CLUSTER_PORT + 1, b: CLUSTER_PORT + 2 } as const;
export type ProcessName = keyof typeof PROCESS_PORTS;
/** Lets the journey read each process's metrics; the public never gets it through nginx. */
export const CLUSTER_METRICS_TOKEN = 'cluster-journey-metrics-token';
/** Where the cluster writes what the journey needs: the processes' ids, to kill one. */
export const CLUSTER_STATE_FILE = path.join(os.tmpdir(), 'mentorbridge-cluster.json');

export interface ClusterState {
  pids: Record<ProcessName, number>;
}
