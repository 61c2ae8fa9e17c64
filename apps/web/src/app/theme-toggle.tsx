import { MoonIcon, SunIcon } from '../ui/icons.tsx';
import { useTheme } from './theme.ts';
import { uiText } from '@mentorbridge/domain/ui-text';

/** Light/dark switch; the choice is remembered across visits. */
export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="nav-button theme-toggle"
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <SunIcon /> : <MoonIcon />} {uiText.darkTheme}
    </button>
  );
}
