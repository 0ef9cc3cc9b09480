import { useHydrated } from '../hydration';
import { Icon } from '../ui/icons/Icon';
import './theme-switch.css';
import { useTheme } from './useTheme';

type ThemeSwitchSize = 'small' | 'medium' | 'large';

export interface ThemeSwitchProps {
  size?: ThemeSwitchSize;
  /** Show the current theme's name, 'Dark' or 'Light', beside the switch (part of its hit area). */
  showLabel?: boolean;
  className?: string;
}

/** The light/dark switch (spec §2): looks follow the body's pre-paint `dark-theme` class, its state on hydration. */
export function ThemeSwitch({ size = 'medium', showLabel = false, className }: ThemeSwitchProps) {
  const { isDark: darkChosen, toggle } = useTheme();
  const isDark = useHydrated() && darkChosen;

  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      aria-label="Dark theme"
      title={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggle}
      className={['theme-switch', `theme-switch--${size}`, className].filter(Boolean).join(' ')}
    >
      <span className="theme-switch__track" aria-hidden>
        <span className="theme-switch__thumb">
          <Icon name="SunFilled" className="theme-switch__sun" />
          <Icon name="MoonFilled" className="theme-switch__moon" />
        </span>
      </span>
      {showLabel && (
        <span className="theme-switch__label" aria-hidden>
          {isDark ? 'Dark' : 'Light'}
        </span>
      )}
    </button>
  );
}
