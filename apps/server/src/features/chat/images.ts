import { randomBytes } from 'node:crypto';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fitWithinWebp, UnacceptableImage } from '../../lib/images.ts';
import { chatImageKey } from '../../storage/file-keys.ts';
import { openChat, openChatForWriting } from './access.ts';

type Deps = Pick<AppContext, 'db' | 'files' | 'clock'>;

/** Largest side of a stored chat image; shown at most 200x200, full size on click. */
const CHAT_IMAGE_MAX_SIDE = 1600;
const imageIdPattern = /^\d{13}-[0-9a-f]{12}$/;

/** An image id from an upload to this very chat; anything else is refused. */
export async function existingImageId(
  deps: Deps,
  chatId: string,
  imageId: string,
): Promise<string> {
  if (!imageIdPattern.test(imageId) || !(await deps.files.get(chatImageKey(chatId, imageId)))) {
    throw new ApiError(400, 'invalid_message', msg.imageUploadFailed);
  }
  return imageId;
}

/**
 * Stores a chat image, checked by its bytes and re-encoded without EXIF, under a timestamped
 * name in the chat's folder; the message that shows it is sent next.
 */
export async function uploadChatImage(
  deps: Deps,
  userId: string,
  chatId: string,
  upload: Buffer,
  now = Date.now(),
): Promise<string> {
  await openChatForWriting(deps, userId, chatId);
  let image: Buffer;
  try {
    image = await fitWithinWebp(upload, CHAT_IMAGE_MAX_SIDE);
  } catch (error) {
    if (error instanceof UnacceptableImage) {
      throw new ApiError(400, 'invalid_picture', msg.imageUploadFailed);
    }
    throw error;
  }
  const imageId = `${now}-${randomBytes(6).toString('hex')}`;
  await deps.files.put(chatImageKey(chatId, imageId), image);
  return imageId;
}

/** A chat image, for the chat's two members only. */
export async function readChatImage(
  deps: Deps,
  userId: string,
  chatId: string,
  imageId: string,
): Promise<Buffer> {
  await openChat(deps, userId, chatId);
  const bytes =
    imageIdPattern.test(imageId) && (await deps.files.get(chatImageKey(chatId, imageId)));
  if (!bytes) throw new ApiError(404, 'not_found', msg.notFound);
  return bytes;
}
