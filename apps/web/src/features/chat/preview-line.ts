import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * A chat's newest message in one line, in the reader's language: who wrote it and what ("Maya:
 * Yes please!", "You: …"), or that they sent a picture. The sender is named by their first name,
 * as `previewLine` of chat-rules.ts names them; a message always has text or a picture.
 */
export function previewLineText(
  preview: { text: string },
  sender: { name: string; isViewer: boolean },
): string {
  const { text } = preview;
  if (sender.isViewer) {
    return text !== '' ? uiText.chatPreviewOwn({ text }) : uiText.chatPreviewOwnPicture;
  }
  const name = sender.name.trim().split(/\s+/)[0] ?? sender.name;
  return text !== '' ? uiText.chatPreview({ name, text }) : uiText.chatPreviewPicture({ name });
}
