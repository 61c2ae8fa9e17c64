/** The entries of a comma-separated setting, trimmed, without empty ones. */
export const listed = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
