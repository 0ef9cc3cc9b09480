import { Link } from 'react-router';
import { SITE_NAME } from '../../shared/site';

/** The keyboard mark (same drawing as the favicon) and the name; links home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="logo" aria-label={`${SITE_NAME} home`}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden focusable="false">
        <rect x="2" y="7" width="28" height="18" rx="4" className="logo__key" />
        <g fill="#fff">
          <rect x="6" y="11" width="3" height="3" rx="1" />
          <rect x="11" y="11" width="3" height="3" rx="1" />
          <rect x="16" y="11" width="3" height="3" rx="1" />
          <rect x="21" y="11" width="5" height="3" rx="1" />
          <rect x="9" y="18" width="14" height="3" rx="1" />
        </g>
      </svg>
      {!compact && (
        <span className="logo__text">
          Typing<span className="logo__accent">Practice</span>
        </span>
      )}
    </Link>
  );
}
