import os from 'node:os';
import path from 'node:path';
import { TURN_PORT } from './ports.ts';

/**
 * The local relay's coturn static-auth-secret, which the main app signs its TURN passwords with
 * (the TURN REST scheme: username `{expiry}:{userId}`, password base64 HMAC-SHA1). A test value,
 * fixed so both sides agree; the app wants at least 32 characters.
 */
export const TURN_SECRET = 'mentorbridge-e2e-turn-secret-0123456789a';

/** The realm coturn answers with; any name does, as the passwords are signed with the secret. */
export const TURN_REALM = 'mentorbridge.test';

/** The relay over UDP and over TCP, as the main app hands it to browsers (TURN_URLS). */
export const TURN_URLS = [
  `turn:127.0.0.1:${TURN_PORT}?transport=udp`,
  `turn:127.0.0.1:${TURN_PORT}?transport=tcp`,
].join(',');

/** The ports coturn relays media on: a few, for two or three browsers at once. */
export const TURN_RELAY_PORTS = { min: 49160, max: 49200 };

/** coturn's own files (its SQLite user database and pid file), fresh every run. */
export const TURN_DATA_DIR = path.join(os.tmpdir(), 'mentorbridge-e2e-turn');
