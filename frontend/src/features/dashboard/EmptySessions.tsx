import { ButtonLink } from '../../shared/ui/Button';

/** 'No Sessions Yet' as antd's Empty drew it (`dashboard.css`), its image fills made solid over the card like antd. */
export function EmptySessions() {
  return (
    <div className="dashboard-empty">
      <div className="dashboard-empty-image">
        <svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
          <g transform="translate(0 1)" fill="none" fillRule="evenodd">
            <ellipse className="dashboard-empty-shadow" cx="32" cy="33" rx="32" ry="7" />
            <g className="dashboard-empty-box" fillRule="nonzero">
              <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
              <path
                className="dashboard-empty-content"
                d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
              />
            </g>
          </g>
        </svg>
      </div>
      <div className="dashboard-empty-description">
        <h3 className="dashboard-empty-title">No Sessions Yet</h3>
        <span className="dashboard-empty-text">Complete a typing test and it will appear here.</span>
      </div>
      <div className="dashboard-empty-footer">
        <ButtonLink to="/" type="primary">
          Start Typing Test
        </ButtonLink>
      </div>
    </div>
  );
}
