// Chat: the messages of a mentor and a mentee, the unread counts, and what is still being sent.
// The shell reads it: a face loads whole, so what is added here comes with the first page.
export { addHeld, heldQueryKey } from './api/held-query.ts';
export { addMessage, applySeen, chatQueriesKey } from './api/messages-query.ts';
export { prefetchChat } from './api/prefetch-chat.ts';
export { previewsQueryKey } from './api/previews-query.ts';
export { unreadQuery, unreadQueryKey, useUnreadCounts } from './api/unread-query.ts';
export { outbox } from './outbox.ts';
export { typingStore } from './typing-store.ts';
export { useSendFailureNotices } from './use-send-failure-notices.ts';
