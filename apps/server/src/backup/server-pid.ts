import fs from 'node:fs';
import path from 'node:path';

/** Beside the database: the process id of the server that uses this data folder. */
const pidFileIn = (dataDir: string) => path.join(dataDir, 'server.pid');

/**
 * Marks the data folder as used by this process until the returned function is called, so a
 * restore can refuse to change it under a running server. A mark left by a process that died
 * (kill -9, power cut) names a process that is gone, and counts for nothing.
 */
export function markDataDirInUse(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = pidFileIn(dataDir);
  fs.writeFileSync(file, String(process.pid));
  return () => {
    if (serverUsing(dataDir) === process.pid) fs.rmSync(file, { force: true });
  };
}

/** The id of a live process that marked the folder as used, if there is one. */
export function serverUsing(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFileIn(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return error instanceof Error && 'code' in error && error.code === 'EPERM' ? pid : undefined;
  }
}
