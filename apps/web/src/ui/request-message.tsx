import './request-message.css';

/**
 * What a mentee wrote with their request, quoted under a label that says whose words they are
 * ("Their message:" for the mentor, "Your message:" for the mentee).
 */
export function RequestMessage({ label, message }: { label: string; message: string }) {
  return (
    <figure className="request-message">
      <figcaption>{label}</figcaption>
      {/* Their own words, in their own direction (an Arabic message on an English page). */}
      <blockquote dir="auto">{message}</blockquote>
    </figure>
  );
}
