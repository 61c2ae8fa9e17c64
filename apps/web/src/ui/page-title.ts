import { useEffect } from 'react';

/** Names the browser tab after the view, so history and screen readers say where you are. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'MentorBridge' ? title : `${title} · MentorBridge`;
  }, [title]);
}
