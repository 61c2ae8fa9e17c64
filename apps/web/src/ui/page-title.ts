import { useEffect } from 'react';

/** What the tab's title is made of: the view's name, and the unread messages before it. */
const title = { view: 'MentorBridge', unread: 0 };

function showTitle(): void {
  const named = title.view === 'MentorBridge' ? title.view : `${title.view} · MentorBridge`;
  document.title = title.unread > 0 ? `(${title.unread}) ${named}` : named;
}

/** Names the browser tab after the view, so history and screen readers say where you are. */
export function usePageTitle(view: string): void {
  useEffect(() => {
    title.view = view;
    showTitle();
  }, [view]);
}

/** Puts the number of unread messages before the title, as "(3) Chat · MentorBridge". */
export function useUnreadInTitle(unread: number): void {
  useEffect(() => {
    title.unread = unread;
    showTitle();
  }, [unread]);
}
