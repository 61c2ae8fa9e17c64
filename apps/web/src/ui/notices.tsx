import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { AUTH_BANNER_TIMEOUT_MS } from '@mentorbridge/domain/constants';

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

const NoticeContext = createContext<((notice: Notice) => void) | null>(null);

/** Shows notices in live regions, so screen readers announce them; each vanishes by itself. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const notify = useCallback(
    (notice: Notice) => {
      const id = nextId.current++;
      // One notice at a time of each kind: a new one replaces the old, as banners do.
      setNotices((current) => [
        ...current.filter((shown) => shown.kind !== notice.kind),
        { ...notice, id },
      ]);
      setTimeout(() => dismiss(id), notice.timeoutMs ?? AUTH_BANNER_TIMEOUT_MS);
    },
    [dismiss],
  );

  const success = notices.find((notice) => notice.kind === 'success');
  const error = notices.find((notice) => notice.kind === 'error');

  return (
    <NoticeContext.Provider value={notify}>
      <div className="notices">
        <div role="status" aria-live="polite">
          {success && <NoticeBanner notice={success} onClose={() => dismiss(success.id)} />}
        </div>
        <div role="alert" aria-live="assertive">
          {error && <NoticeBanner notice={error} onClose={() => dismiss(error.id)} />}
        </div>
      </div>
      {children}
    </NoticeContext.Provider>
  );
}

function NoticeBanner({ notice, onClose }: { notice: ShownNotice; onClose: () => void }) {
  return (
    <p className={`notice notice-${notice.kind}`}>
      {notice.lock && (
        <span className="notice-lock" aria-label="Authentication error" role="img">
          🔒
        </span>
      )}
      <span className="notice-text">{notice.text}</span>
      <button type="button" className="notice-close" onClick={onClose} aria-label="Dismiss">
        ×
      </button>
    </p>
  );
}

/** Shows a notice from anywhere below the provider. */
export function useNotify(): (notice: Notice) => void {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotify needs a NoticeProvider above it');
  return notify;
}
