import { formatCount } from '@typing/contracts/web';
import { useId } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '../../shared/avatar/Avatar';
import { apiErrorMessage } from '../../shared/errors';
import { kindLabel } from '../../shared/test-kind/test-kind';
import { formatDay } from '../../shared/dates';
import { BackToHome } from '../../shared/ui/BackToHome';
import { Skeleton } from '../../shared/ui/Skeleton';
import { usePublicProfileQuery } from './community.api';
import '../../shared/ui/card.css';
import './community.css';

/** `/u/{name}`: a member who chose to appear — display name, avatar, personal bests, test count; nothing else. */
export function PublicProfilePage() {
  const { name = '' } = useParams();
  const { data, error, isLoading } = usePublicProfileQuery(name);
  const bestsId = useId();

  if (isLoading) {
    return (
      <div className="community-page" role="status" aria-label="Loading the profile">
        <Skeleton />
      </div>
    );
  }
  if (error || !data) {
    const notFound = typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
    return (
      <div className="community-page">
        <div className="community-result">
          <h1 className="community-result-title">
            {notFound ? 'No public profile' : 'This profile could not be loaded'}
          </h1>
          <p className="community-lead">
            {notFound
              ? 'Nobody appears publicly under that name.'
              : apiErrorMessage(error, { fallback: 'Please try again later.', noResponse: 'Please try again later.' })}
          </p>
          <BackToHome />
        </div>
      </div>
    );
  }
  return (
    <div className="community-page">
      <header className="community-profile-head">
        <Avatar value={data.profileImage} size={72} />
        <div>
          <h1 className="community-title community-profile-name">{data.displayName}</h1>
          <span className="community-lead" data-testid="profile-tests">
            {formatCount(data.tests)} {data.tests === 1 ? 'test' : 'tests'} taken
          </span>
        </div>
      </header>
      <section className="tp-card community-board" aria-labelledby={bestsId}>
        <h2 id={bestsId} className="community-section-title">
          Personal bests
        </h2>
        {data.personalBests.length === 0 ? (
          <p className="community-lead">No ranked tests yet.</p>
        ) : (
          <table className="community-table" data-testid="profile-bests">
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Net WPM</th>
                <th scope="col">WPM</th>
                <th scope="col">Accuracy</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {data.personalBests.map((best) => (
                <tr key={best.kind} data-kind={best.kind}>
                  <th scope="row">{kindLabel(best.kind)}</th>
                  <td>{best.netWpm ?? '—'}</td>
                  <td>{best.wpm}</td>
                  <td>{best.accuracy}%</td>
                  <td>{formatDay(best.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
