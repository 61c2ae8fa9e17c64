// Small inline icons: no icon font or emoji font needed, and they take the text colour.

interface IconProps {
  /** The icon's accessible name; without one it is decoration and hidden from screen readers. */
  label?: string;
}

const iconProps = ({ label }: IconProps) =>
  label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };

export function LockIcon(props: IconProps) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" {...iconProps(props)}>
      <rect x="4" y="10" width="16" height="11" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" {...iconProps(props)}>
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="currentColor" />
    </svg>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" {...iconProps(props)}>
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function PictureIcon(props: IconProps) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" {...iconProps(props)}>
      <rect
        x="3"
        y="4"
        width="18"
        height="16"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="9" cy="9.5" r="1.8" fill="currentColor" />
      <path
        d="m4 18 5.5-5.5 3.5 3.5 2.5-2.5L20 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Points back: to the left, and to the right in a right-to-left language (base.css). */
export function BackIcon(props: IconProps) {
  return (
    <svg
      className="icon icon-directional"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      {...iconProps(props)}
    >
      <path
        d="M15 5 8 12l7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A globe: the language menu, recognisable to a reader who cannot read the page's language. */
export function GlobeIcon(props: IconProps) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" {...iconProps(props)}>
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
      </g>
    </svg>
  );
}

/**
 * MentorBridge's mark, the favicon's drawing, inline: an <img> of an SVG file makes the browser
 * start a whole document for it, a long task on a phone as the page opens (decision 048).
 */
export function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <path
        d="M10 44 C22 20, 42 20, 54 44"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="14" cy="44" r="5" fill="#fbbf24" />
      <circle cx="50" cy="44" r="5" fill="#5eead4" />
    </svg>
  );
}
