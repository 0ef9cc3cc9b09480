import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ThemeSwitch } from '../../shared/theme/ThemeSwitch';
import { useTheme } from '../../shared/theme/useTheme';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { useScrolledPast } from '../../shared/useScrolledPast';
import { Logo } from './Logo';

/** The bar's height before scrolling; the page content starts below it. */
export const TOP_BAR_HEIGHT = 72;

/** What a visitor sees on the right: Sign Up and Sign In (spec §2 "Top bar"). */
export function GuestActions() {
  return (
    <div className="top-bar__account">
      <ButtonLink to="/signin" type="text" className="top-bar__signin">
        Sign In
      </ButtonLink>
      <ButtonLink to="/signup" type="primary">
        Sign Up
      </ButtonLink>
    </div>
  );
}

export interface TopBarProps {
  /**
   * The account area on the right. Visitors get Sign Up / Sign In; the accounts feature passes
   * its user menu here for a signed-in user.
   */
  account?: ReactNode;
}

/**
 * The fixed bar on every page: logo, About and Contact (from small screens up), the theme switch
 * and the account area. Past 20 px of scroll it turns solid with a shadow; it re-renders only
 * when that threshold is crossed.
 */
export function TopBar({ account = <GuestActions /> }: TopBarProps) {
  const scrolled = useScrolledPast();
  const { token } = theme.useToken();
  const { isDark } = useTheme();
  // Link accents that keep 4.5:1 contrast on the bar and on the active pill in both themes.
  const accent = isDark ? token.colorPrimaryTextHover : token.colorPrimaryTextActive;

  const vars = {
    '--tb-height': `${TOP_BAR_HEIGHT}px`,
    '--tb-bg-rest': token.colorBgLayout,
    '--tb-bg': token.colorBgContainer,
    '--tb-border': token.colorBorderSecondary,
    '--tb-shadow': token.boxShadowTertiary,
    '--tb-link': token.colorText,
    '--tb-link-hover': accent,
    '--tb-link-active': isDark ? token.colorText : accent,
    '--tb-link-active-bg': token.colorPrimaryBg,
  } as CSSProperties;

  return (
    <header className={scrolled ? 'top-bar top-bar--scrolled' : 'top-bar'} data-scrolled={scrolled} style={vars}>
      <div className="top-bar__inner">
        <Logo />
        <div className="top-bar__right">
          <nav aria-label="Main" className="top-bar__nav">
            <NavLink to="/about" className="top-bar__link">
              About
            </NavLink>
            <NavLink to="/contact" className="top-bar__link">
              Contact
            </NavLink>
          </nav>
          <ThemeSwitch size="medium" />
          {account}
        </div>
      </div>
    </header>
  );
}
