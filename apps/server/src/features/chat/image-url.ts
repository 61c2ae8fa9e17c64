/** Chat images are served only through the API, which checks membership on every fetch. */
export const imageUrl = (chatId: string, imageId: string | null) =>
  imageId && `/api/chats/${encodeURIComponent(chatId)}/images/${imageId}`;
