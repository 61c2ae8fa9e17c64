import type { UserPicture as Picture } from '@mentorbridge/domain/api/pictures';
import { uiText } from '@mentorbridge/domain/ui-text';

interface UserPictureProps {
  picture: Picture;
  /** Whose picture it is, for its text alternative and the initials shown without one. */
  name: string;
  size: 'small' | 'large';
  /** Text alternative; decorative (empty) when the name is written right beside it. */
  alt?: string;
}

const shownPixels = { small: 32, large: 160 } as const;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : name.slice(0, 2)
  ).toUpperCase();
}

/** A user's profile picture, or their initials in a circle until they upload one. */
export function UserPicture({ picture, name, size, alt }: UserPictureProps) {
  const pixels = shownPixels[size];
  const text = alt ?? uiText.profilePictureOf({ name });
  if (!picture) {
    return (
      <span
        className={`user-picture user-picture-${size} user-picture-empty`}
        role="img"
        aria-label={alt === '' ? undefined : uiText.noPictureUploaded({ picture: text })}
        aria-hidden={alt === '' ? true : undefined}
      >
        {initialsOf(name) || '?'}
      </span>
    );
  }
  return (
    <img
      className={`user-picture user-picture-${size}`}
      src={picture[size]}
      alt={text}
      width={pixels}
      height={pixels}
      decoding="async"
    />
  );
}
