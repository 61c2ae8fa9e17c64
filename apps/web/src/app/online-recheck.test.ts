import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECHECK_MS, recheckOnlineRegularly } from './online-recheck.ts';

describe('recheckOnlineRegularly', () => {
  let online = false;
  let page: EventTarget;
  let heard: string[];
  let timer: ReturnType<typeof setInterval>;

  beforeEach(() => {
    vi.useFakeTimers();
    online = false;
    page = new EventTarget();
    heard = [];
    for (const kind of ['online', 'offline']) {
      page.addEventListener(kind, () => heard.push(kind));
    }
    timer = recheckOnlineRegularly(page, () => online);
  });

  afterEach(() => {
    clearInterval(timer);
    vi.useRealTimers();
  });

  it('announces a network that came back without its event, once', () => {
    online = true;
    vi.advanceTimersByTime(RECHECK_MS);
    expect(heard).toEqual(['online']);
    vi.advanceTimersByTime(RECHECK_MS * 3);
    expect(heard).toEqual(['online']);
  });

  it('adds nothing when the browser announced the change itself', () => {
    online = true;
    page.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(RECHECK_MS * 3);
    expect(heard).toEqual(['online']);
  });

  it('announces a network lost without its event too', () => {
    online = true;
    vi.advanceTimersByTime(RECHECK_MS);
    online = false;
    vi.advanceTimersByTime(RECHECK_MS);
    expect(heard).toEqual(['online', 'offline']);
  });
});
