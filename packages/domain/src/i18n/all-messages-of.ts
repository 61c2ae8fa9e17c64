/** Every type of a union at once: each area's messages, together. */
type AllOf<Union> = (Union extends unknown ? (whole: Union) => void : never) extends (
  whole: infer All,
) => void
  ? All
  : never;

/**
 * A language's whole catalogue from its areas, which each list their own messages: one place
 * names the areas (en/index.ts), and no area can be left out of the whole.
 */
export function allMessagesOf<Areas extends Record<string, Readonly<Record<string, string>>>>(
  areas: Areas,
): AllOf<Areas[keyof Areas]> {
  return Object.assign({}, ...Object.values(areas)) as AllOf<Areas[keyof Areas]>;
}
