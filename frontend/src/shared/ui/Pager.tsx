import { Link } from 'react-router';
import { pagerItems } from './pagination';
import './pager.css';

export interface PagerProps {
  current: number;
  pageCount: number;
  /** The address of a page, so every page is a link a person can open or share. */
  hrefFor: (page: number) => string;
  label: string;
}

/** antd's Pagination as links; nothing when there is one page. */
export function Pager({ current, pageCount, hrefFor, label }: PagerProps) {
  if (pageCount <= 1) return null;
  const step = (page: number, text: string, name: string) =>
    page >= 1 && page <= pageCount ? (
      <Link className="tp-pager__item" to={hrefFor(page)} aria-label={name}>
        {text}
      </Link>
    ) : (
      <span className="tp-pager__item tp-pager__item--disabled" aria-hidden>
        {text}
      </span>
    );
  return (
    <nav className="tp-pager" aria-label={label}>
      <ul>
        <li>{step(current - 1, '‹', 'Previous page')}</li>
        {pagerItems(current, pageCount).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? (
              <span className="tp-pager__gap" aria-hidden>
                •••
              </span>
            ) : (
              <Link
                className={page === current ? 'tp-pager__item tp-pager__item--current' : 'tp-pager__item'}
                to={hrefFor(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            )}
          </li>
        ))}
        <li>{step(current + 1, '›', 'Next page')}</li>
      </ul>
    </nav>
  );
}
