/**
 * Where uploaded files live. Keys are slash-separated paths such as
 * "profile-pictures/{userId}/large.webp"; a folder in DATA_DIR by default, object storage when
 * the app scales out.
 */
export interface FileStore {
  /** Stores a file, replacing any file under the same key. */
  put(key: string, data: Buffer): Promise<void>;
  /** A stored file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes one file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix/`. */
  deleteFolder(prefix: string): Promise<void>;
  /** Every stored key under `prefix/`; for tests and clean-up. */
  list(prefix: string): Promise<string[]>;
  /** Resolves when the store can be written to; for the readiness check. */
  check(): Promise<void>;
}

const safeSegment = /^[A-Za-z0-9._-]+$/;

/** Refuses keys that could leave the store's root ("..", absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (!segments.every((segment) => safeSegment.test(segment) && !/^\.+$/.test(segment))) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
