import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';

/** What signs every push: the keys and who the push services may write to. */
export interface PushSigning {
  keys: VapidKeys;
  subject: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The keys that sign every push (VAPID, RFC 8292): given by the environment, or made at the
 * first start and kept in the data folder, readable by the server's user alone. Never in the
 * repository: each installation has its own.
 */
export function loadVapidKeys(config: Pick<Config, 'vapidKeys' | 'dataDir'>): VapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Written whole under another name, then linked into place: two processes starting together
  // on one folder keep the first pair, and neither ever reads half a file.
  const draft = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(draft, JSON.stringify(keys), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return keys;
}

/**
 * Who the push services may write to about our pushes (the VAPID `sub`): the site itself when it
 * is served over https, otherwise the safeguarding contact.
 */
export function vapidSubject(config: Pick<Config, 'publicUrl' | 'safeguardingContact'>): string {
  return config.publicUrl.startsWith('https://')
    ? config.publicUrl
    : `mailto:${config.safeguardingContact}`;
}
