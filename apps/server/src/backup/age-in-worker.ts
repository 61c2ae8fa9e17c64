import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { runLowPriorityWorker } from './run-worker.ts';

/**
 * The worker's code: each file streamed through age (the `age-encryption` library, decision
 * 056), encrypting to a public key or decrypting with the identities of a key file, into a new
 * file only the server's user can read.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { Readable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
(async () => {
  const age = await import(workerData.library);
  for (const { from, to } of workerData.files) {
    const input = Readable.toWeb(fs.createReadStream(from));
    let output;
    if (workerData.encrypt) {
      const encrypter = new age.Encrypter();
      encrypter.addRecipient(workerData.key);
      output = await encrypter.encrypt(input);
    } else {
      const decrypter = new age.Decrypter();
      for (const identity of workerData.key.split('\\n')) decrypter.addIdentity(identity);
      output = await decrypter.decrypt(input);
    }
    await pipeline(Readable.fromWeb(output), fs.createWriteStream(to, { mode: 0o600 }));
  }
  parentPort.postMessage({ ok: true });
})().catch((error) => parentPort.postMessage({ ok: false, error: String(error) }));
`;

/** One file to write from another. */
export interface FileStep {
  from: string;
  to: string;
}

const library = () => pathToFileURL(createRequire(import.meta.url).resolve('age-encryption')).href;

/** Encrypts each file to an age public key (`age1…`), on a worker at the lowest priority. */
export function encryptFiles(files: FileStep[], publicKey: string): Promise<void> {
  return runLowPriorityWorker(
    WORKER_SOURCE,
    { library: library(), files, encrypt: true, key: publicKey },
    'the backup could not be encrypted',
  );
}

/**
 * Decrypts each file with the identities of an age key file (`AGE-SECRET-KEY-1…` lines; comments
 * and blank lines are skipped).
 */
export function decryptFiles(files: FileStep[], keyFile: string): Promise<void> {
  const identities = keyFile
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return runLowPriorityWorker(
    WORKER_SOURCE,
    { library: library(), files, encrypt: false, key: identities.join('\n') },
    'the backup could not be decrypted',
  );
}
