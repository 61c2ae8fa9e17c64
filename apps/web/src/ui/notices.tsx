import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { AUTH_BANNER_TIMEOUT_MS } from '@mentorbridge/domain/constants';
import { LockIcon } from './icons.tsx';

/** A transient banner: green for success, red for errors, with a lock for authentication errors. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** Marks an authentication error, shown with a lock symbol. */
  lock?: boolean;
  /** How long it stays; 5 s unless the view says otherwise (settings use 4 s). */
  timeoutMs?: number;
}

interface ShownNotice extends Notice {
  id: number;
}

interface NoticeState {
  notices: ShownNotice[];
  notify: (notice: Notice) => void;
  dismiss: (id: number) => void;
}

const NoticeContext = createContext<NoticeState | null>(null);

function useNoticeState(): NoticeState {
  const state = useContext(NoticeContext);
  if (!state) throw new Error('notices need a NoticeProvider above them');
  return state;
}

/** Holds the notices of the whole app, so one survives the navigation that follows a log-in. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const notify = useCallback(
    (notice: Notice) => {
      const id = nextId.current++;
      // One notice of each kind at a time: a new one replaces the old, as banners do.
      setNotices((current) => [
        ...current.filter((shown) => shown.kind !== notice.kind),
        { ...notice, id },
      ]);
      setTimeout(() => dismiss(id), notice.timeoutMs ?? AUTH_BANNER_TIMEOUT_MS);
    },
    [dismiss],
  );

  return (
    <NoticeContext.Provider value={{ notices, notify, dismiss }}>{children}</NoticeContext.Provider>
  );
}

/** The live regions the notices appear in; screen readers announce each one as it comes. */
export function Notices() {
  const { notices, dismiss } = useNoticeState();
  const success = notices.find((notice) => notice.kind === 'success');
  const error = notices.find((notice) => notice.kind === 'error');
  return (
    <div className="notices">
      <div role="status" aria-live="polite">
        {success && <NoticeBanner notice={success} onClose={() => dismiss(success.id)} />}
      </div>
      <div role="alert" aria-live="assertive">
        {error && <NoticeBanner notice={error} onClose={() => dismiss(error.id)} />}
      </div>
    </div>
  );
}

function NoticeBanner({ notice, onClose }: { notice: ShownNotice; onClose: () => void }) {
  return (
    <p className={`notice notice-${notice.kind}`}>
      {notice.lock && <LockIcon label="Authentication error" />}
      <span className="notice-text">{notice.text}</span>
      <button type="button" className="notice-close" onClick={onClose} aria-label="Dismiss">
        ×
      </button>
    </p>
  );
}

/** Shows a notice from anywhere below the provider. */
export function useNotify(): (notice: Notice) => void {
  return useNoticeState().notify;
}
