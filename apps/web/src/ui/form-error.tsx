/** A form's problem, written under its fields and announced at once; nothing when there is none. */
export function FormError({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p className="form-error" role="alert">
      {problem}
    </p>
  );
}
