import type { PictureSize } from '@mentorbridge/domain/constants';

/**
 * Where each kind of file lives in the store. Every file of a user sits under a folder named by
 * their id, so deleting an account can delete them all.
 */
export const profilePicturesRoot = 'profile-pictures';
export const profilePictureFolder = (userId: string) => `${profilePicturesRoot}/${userId}`;

/** One fixed name per size, overwritten by each upload (decision 013). */
export const profilePictureKey = (userId: string, size: PictureSize) =>
  `${profilePictureFolder(userId)}/${size}.webp`;

/** Every image of a chat sits in its folder, deleted with the chat. */
export const chatImagesRoot = 'chat-images';
export const chatImageFolder = (chatId: string) => `${chatImagesRoot}/${chatId}`;

/** A chat image under a timestamped name (decision 016). */
export const chatImageKey = (chatId: string, imageId: string) =>
  `${chatImageFolder(chatId)}/${imageId}.webp`;
