import type { CSSProperties, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ThemeSwitch } from '../../shared/theme/ThemeSwitch';
import { ButtonLink } from '../../shared/ui/Button';
import { useScrolledPast } from '../../shared/useScrolledPast';
import { Logo } from './Logo';

/** The bar's height before scrolling; the page content starts below it. */
export const TOP_BAR_HEIGHT = 72;

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
  /** Visitors get Sign Up / Sign In; the accounts feature passes its user menu for a signed-in user. */
  account?: ReactNode;
}

/** The fixed bar on every page; past 20 px of scroll it turns solid, re-rendering only when it crosses that line. */
export function TopBar({ account = <GuestActions /> }: TopBarProps) {
  const scrolled = useScrolledPast();
  // The colours are in layout.css (the generated theme variables); only the height comes from here.
  const vars = { '--tb-height': `${TOP_BAR_HEIGHT}px` } as CSSProperties;

  return (
    <header className={scrolled ? 'top-bar top-bar--scrolled' : 'top-bar'} data-scrolled={scrolled} style={vars}>
      <div className="top-bar__inner">
        <Logo />
        <div className="top-bar__right">
          <nav aria-label="Main" className="top-bar__nav">
            <NavLink to="/lessons" className="top-bar__link">
              Lessons
            </NavLink>
            <NavLink to="/leaderboards" className="top-bar__link">
              Leaderboards
            </NavLink>
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
