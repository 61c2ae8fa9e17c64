import { userPicture, type UserPicture } from '@mentorbridge/domain/api/pictures';
import { isMinor } from '@mentorbridge/domain/safety/age-band';
import { checkFullName, normalizeFullName } from '@mentorbridge/domain/account-rules';
import { requestIdOf } from '@mentorbridge/domain/connection-rules';
import { mentorReachesMentee } from '@mentorbridge/domain/vetting-rules';
import { PICTURE_SIZES, type PictureSize } from '@mentorbridge/domain/constants';
import type { Msg } from '@mentorbridge/domain/i18n/catalogue';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { todayBy } from '../../lib/clock.ts';
import { isBlockedEitherWay } from '../blocks/service.ts';
import { inTouchNow } from '../chat/service.ts';
import { profilePictureKey } from '../../storage/file-keys.ts';
import { type ImageProblem, squareWebpVariants, UnacceptableImage } from '../../lib/images.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import {
  bumpPictureVersion,
  findPictureOwner,
  haveRequestBetween,
  type PictureOwner,
  updateFullName,
} from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'files' | 'clock'>;

/** Saves the Full Name field, trimmed; an empty one is refused with the product's notice. */
export async function saveFullName(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  fullName: string,
): Promise<string> {
  const problem = checkFullName(fullName);
  if (problem) throw new ApiError(400, 'invalid_full_name', problem);
  const saved = normalizeFullName(fullName);
  await updateFullName(deps.db, userId, saved, todayBy(deps.clock));
  return saved;
}

const pictureProblemMessages: Record<ImageProblem, Msg> = {
  empty: msg.pictureEmpty,
  'not-an-image': msg.pictureNotAnImage,
  unreadable: msg.pictureUnreadable,
};

/**
 * Replaces the user's profile picture. The upload is checked by its bytes and re-encoded at every
 * size the app shows, so nothing of the original file (EXIF, GPS) is ever stored or served.
 */
export async function replacePicture(
  deps: Deps,
  userId: string,
  upload: Buffer,
): Promise<NonNullable<UserPicture>> {
  let variants: Record<PictureSize, Buffer>;
  try {
    variants = await squareWebpVariants(upload, PICTURE_SIZES);
  } catch (error) {
    if (error instanceof UnacceptableImage) {
      throw new ApiError(400, 'invalid_picture', pictureProblemMessages[error.problem]);
    }
    throw error;
  }
  await deps.files.put(profilePictureKey(userId, 'small'), variants.small);
  await deps.files.put(profilePictureKey(userId, 'large'), variants.large);
  const version = await bumpPictureVersion(deps.db, userId);
  const picture = userPicture(userId, version);
  if (!picture) throw new Error('a picture version is never 0 after an upload');
  return picture;
}

/**
 * A stored picture for a viewer. Mentors' pictures are shown to every signed-in user (the
 * directory); a mentee's only to themself and to the mentors they sent a request to, and a
 * minor's only once the mentor accepted it (decision 019). Nobody sees the picture of someone they
 * blocked or who blocked them. The safeguarding gate holds here as in the chat (decision 038): a
 * minor's picture reaches a mentor only while their chat is live (neither paused nor waiting for
 * the mentor's check), so a mentor paused sees nothing new of the child; and a minor sees the
 * picture of a mentor who may not reach them only when they asked that mentor. Any other viewer
 * gets the answer for a picture that does not exist. The bytes are read only when asked: a
 * browser that holds this version is answered without them.
 */
export async function findVisiblePicture(
  deps: Deps,
  viewer: SessionIdentity,
  ownerId: string,
  size: PictureSize,
): Promise<{ version: number; read: () => Promise<Buffer> }> {
  const owner = await findPictureOwner(deps.db, ownerId);
  const visible = owner && owner.pictureVersion > 0 && (await maySee(deps, viewer, ownerId, owner));
  if (!visible) throw new ApiError(404, 'not_found', msg.notFound);
  return {
    version: owner.pictureVersion,
    read: async () => {
      const bytes = await deps.files.get(profilePictureKey(ownerId, size));
      if (!bytes) throw new ApiError(404, 'not_found', msg.notFound);
      return bytes;
    },
  };
}

async function maySee(
  deps: Deps,
  viewer: SessionIdentity,
  ownerId: string,
  owner: PictureOwner,
): Promise<boolean> {
  if (ownerId === viewer.id) return true;
  if (await isBlockedEitherWay(deps, viewer.id, ownerId)) return false;
  if (owner.role === 'mentor') {
    return (
      mentorReachesMentee(viewer.age, owner.checkedUntil, todayBy(deps.clock)) ||
      haveRequestBetween(deps.db, ownerId, viewer.id, { acceptedOnly: false })
    );
  }
  if (viewer.role !== 'mentor') return false;
  if (!isMinor(owner.age)) {
    return haveRequestBetween(deps.db, viewer.id, ownerId, { acceptedOnly: false });
  }
  return inTouchNow(deps, viewer.id, requestIdOf(viewer.id, ownerId));
}
