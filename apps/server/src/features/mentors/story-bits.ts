/** A story's bits as `mentor_profiles` keeps them (PostgreSQL answers a bigint as a string). */
export interface StoryBitsRow {
  user_id: string;
  search_id: number;
  experience_mask: number | string;
  shown_experience_mask: number | string;
  goal_mask: number | string;
  category_mask: number | string;
  language_mask: number | string;
  /** From the safeguarding record: the first day it no longer counts; null: it does not now. */
  reaches_children_until: string | null;
}

/** A `YYYY-MM-DD` day as its number of days since 1970 (0 for none), to keep in 32 bits. */
export const dayNumberOf = (day: string | null) =>
  day === null ? 0 : Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

export type MaskName = 'experience' | 'shownExperience' | 'goal' | 'category' | 'language';

const maskNames: readonly MaskName[] = [
  'experience',
  'shownExperience',
  'goal',
  'category',
  'language',
];

/**
 * A catalogue can pass 32 entries (42 experiences, 40 languages), more than JavaScript's bitwise
 * operators read at once: each mask is kept as its low and high 32 bits.
 */
const TWO_32 = 2 ** 32;
export const lowOf = (mask: number) => (mask % TWO_32) >>> 0;
export const highOf = (mask: number) => Math.floor(mask / TWO_32) >>> 0;

type MaskArrays = Record<MaskName, Uint32Array>;

const allocate = (capacity: number): MaskArrays => ({
  experience: new Uint32Array(capacity),
  shownExperience: new Uint32Array(capacity),
  goal: new Uint32Array(capacity),
  category: new Uint32Array(capacity),
  language: new Uint32Array(capacity),
});

/**
 * Every mentor's story bits in columns of typed arrays, for the suggestions' first pass
 * (decision 037): the first `size` entries of each array are the mentors held, in no order.
 * Changed stories are taken in place, a few entries each; the scoring reads it in one
 * synchronous loop, so it never sees a change half made.
 */
export class StoryBits {
  size = 0;
  mentorIds: string[] = [];
  /** Each mentor's fixed number, which seeds where they fall among equal scores. */
  searchIds: Uint32Array;
  /**
   * The first day each mentor's safeguarding check no longer counts, as a day number (0: it
   * does not now), so a mentee under 18 is scored against checked mentors only (decision 038).
   */
  checkedUntil: Uint32Array;
  low: MaskArrays;
  high: MaskArrays;
  readonly #indexOf = new Map<string, number>();

  constructor(rows: readonly StoryBitsRow[]) {
    const capacity = Math.max(16, rows.length);
    this.searchIds = new Uint32Array(capacity);
    this.checkedUntil = new Uint32Array(capacity);
    this.low = allocate(capacity);
    this.high = allocate(capacity);
    for (const row of rows) this.#put(row);
  }

  /** Takes in these mentors' stories as they are now: a mentor with no row has none any more. */
  update(changed: Iterable<string>, rows: readonly StoryBitsRow[]): void {
    const rowOf = new Map(rows.map((row) => [row.user_id, row]));
    for (const mentorId of changed) {
      const row = rowOf.get(mentorId);
      if (row) this.#put(row);
      else this.#remove(mentorId);
    }
  }

  #put(row: StoryBitsRow): void {
    let index = this.#indexOf.get(row.user_id);
    if (index === undefined) {
      if (this.size === this.searchIds.length) this.#grow();
      index = this.size;
      this.size += 1;
      this.#indexOf.set(row.user_id, index);
      this.mentorIds[index] = row.user_id;
    }
    this.searchIds[index] = row.search_id;
    this.checkedUntil[index] = dayNumberOf(row.reaches_children_until);
    this.#setMask('experience', index, row.experience_mask);
    this.#setMask('shownExperience', index, row.shown_experience_mask);
    this.#setMask('goal', index, row.goal_mask);
    this.#setMask('category', index, row.category_mask);
    this.#setMask('language', index, row.language_mask);
  }

  #setMask(name: MaskName, index: number, value: number | string): void {
    const mask = Number(value);
    this.low[name][index] = lowOf(mask);
    this.high[name][index] = highOf(mask);
  }

  /** The last mentor takes the removed one's place, so the held entries stay together. */
  #remove(mentorId: string): void {
    const index = this.#indexOf.get(mentorId);
    if (index === undefined) return;
    const last = this.size - 1;
    const moved = this.mentorIds[last];
    if (index !== last && moved !== undefined) {
      this.mentorIds[index] = moved;
      this.#indexOf.set(moved, index);
      this.searchIds.copyWithin(index, last, last + 1);
      this.checkedUntil.copyWithin(index, last, last + 1);
      for (const name of maskNames) {
        this.low[name].copyWithin(index, last, last + 1);
        this.high[name].copyWithin(index, last, last + 1);
      }
    }
    this.mentorIds.pop();
    this.#indexOf.delete(mentorId);
    this.size = last;
  }

  #grow(): void {
    const capacity = this.searchIds.length * 2;
    const grown = (old: Uint32Array) => {
      const array = new Uint32Array(capacity);
      array.set(old);
      return array;
    };
    const grownMasks = (masks: MaskArrays): MaskArrays => ({
      experience: grown(masks.experience),
      shownExperience: grown(masks.shownExperience),
      goal: grown(masks.goal),
      category: grown(masks.category),
      language: grown(masks.language),
    });
    this.searchIds = grown(this.searchIds);
    this.checkedUntil = grown(this.checkedUntil);
    this.low = grownMasks(this.low);
    this.high = grownMasks(this.high);
  }
}
