import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';

const currentTheme = (): Theme =>
  document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';

/**
 * Calls `listener` whenever the root's `data-theme` changes, whoever changed it: the toggle, or
 * anything else that sets the page's theme (the accessibility sweep does), so the toggle always
 * says the theme the page shows.
 */
function onThemeChange(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The theme, light by default, remembered in local storage under `theme`. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(onThemeChange, currentTheme);
  const setTheme = useCallback((next: Theme) => {
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Blocked storage: the choice lasts for this page only.
    }
  }, []);
  return [theme, setTheme];
}
