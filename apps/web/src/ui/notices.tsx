import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { AUTH_BANNER_TIMEOUT_MS } from '@mentorbridge/domain/constants';
import { LockIcon } from './icons.tsx';
import { uiText } from '@mentorbridge/domain/ui-text';

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

  const notify = useCallback((notice: Notice) => {
    const id = nextId.current++;
    // One notice of each kind at a time: a new one replaces the old, as banners do. Each banner
    // times itself out, so it can wait while someone is reading it.
    setNotices((current) => [
      ...current.filter((shown) => shown.kind !== notice.kind),
      { ...notice, id },
    ]);
  }, []);

  return (
    <NoticeContext.Provider value={{ notices, notify, dismiss }}>{children}</NoticeContext.Provider>
  );
}

/** The key that takes the keyboard to the newest notice, as in common toast widgets. */
const REACH_NOTICES_KEY = 'F8';

/**
 * The live regions the notices appear in; screen readers announce each one as it comes. A
 * notice waits while the pointer is over it or it has focus (WCAG 2.2.1), F8 takes the keyboard
 * to it, and Escape closes it and gives focus back to where it was.
 */
export function Notices() {
  const { notices, dismiss } = useNoticeState();
  const success = notices.find((notice) => notice.kind === 'success');
  const error = notices.find((notice) => notice.kind === 'error');
  const region = useRef<HTMLDivElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const reachNotices = (event: globalThis.KeyboardEvent) => {
      if (event.key !== REACH_NOTICES_KEY) return;
      const closeButtons = region.current?.querySelectorAll<HTMLElement>('.notice-close');
      const newest = closeButtons?.[closeButtons.length - 1];
      if (!newest) return;
      event.preventDefault();
      const active = document.activeElement;
      focusBefore.current =
        active instanceof HTMLElement && active !== document.body ? active : null;
      newest.focus();
    };
    document.addEventListener('keydown', reachNotices);
    return () => document.removeEventListener('keydown', reachNotices);
  }, []);

  const close = useCallback(
    (id: number) => {
      if (region.current?.contains(document.activeElement)) {
        const back = focusBefore.current?.isConnected ? focusBefore.current : null;
        (back ?? document.getElementById('main'))?.focus();
      }
      focusBefore.current = null;
      dismiss(id);
    },
    [dismiss],
  );

  return (
    <div className="notices" ref={region}>
      <div role="status" aria-live="polite">
        {success && <NoticeBanner key={success.id} notice={success} onClose={close} />}
      </div>
      <div role="alert" aria-live="assertive">
        {error && <NoticeBanner key={error.id} notice={error} onClose={close} />}
      </div>
    </div>
  );
}

function NoticeBanner({ notice, onClose }: { notice: ShownNotice; onClose: (id: number) => void }) {
  const [pointerOver, setPointerOver] = useState(false);
  const [focused, setFocused] = useState(false);
  const waiting = pointerOver || focused;

  // The full time again once the reader moves on: a pause is never cut short.
  useEffect(() => {
    if (waiting) return;
    const timer = setTimeout(() => onClose(notice.id), notice.timeoutMs ?? AUTH_BANNER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting, notice, onClose]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose(notice.id);
  };

  return (
    <p
      className={`notice notice-${notice.kind}`}
      onPointerEnter={() => setPointerOver(true)}
      onPointerLeave={() => setPointerOver(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      onKeyDown={closeOnEscape}
    >
      {notice.lock && <LockIcon label={uiText.authenticationError} />}
      <span className="notice-text">{notice.text}</span>
      <button
        type="button"
        className="notice-close"
        onClick={() => onClose(notice.id)}
        aria-label={uiText.dismissNotice}
      >
        ×
      </button>
    </p>
  );
}

/** Shows a notice from anywhere below the provider. */
export function useNotify(): (notice: Notice) => void {
  return useNoticeState().notify;
}
