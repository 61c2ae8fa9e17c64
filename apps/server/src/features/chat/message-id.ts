import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/** Ids whose random bytes are drawn at once. */
const IDS_PER_DRAW = 256;
const randomBytes = new Uint8Array(16 * IDS_PER_DRAW);
let drawn = IDS_PER_DRAW;

/**
 * 16 random bytes from a pool refilled 4 KB at a time: uuid's own source asks WebCrypto for
 * every id, which cost as much as storing the message (the profile in decision 032).
 */
function nextRandom(): Uint8Array {
  if (drawn === IDS_PER_DRAW) {
    randomFillSync(randomBytes);
    drawn = 0;
  }
  return randomBytes.subarray(16 * drawn, 16 * ++drawn);
}

/**
 * A new message's id: a UUIDv7, which begins with the time, so each insert lands at the end of
 * the id index rather than at a random page of it (decision 032).
 */
export const newMessageId = (): string => v7({ random: nextRandom() });
