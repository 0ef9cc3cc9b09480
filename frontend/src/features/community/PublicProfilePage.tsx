import { Card, Result, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '../../shared/avatar/Avatar';
import { apiErrorMessage } from '../../shared/errors';
import { kindLabel } from '../../shared/test-kind/test-kind';
import { BackToHome } from '../../shared/ui/BackToHome';
import { usePublicProfileQuery } from './community.api';
import './community.css';

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** `/u/{name}`: a member who chose to appear — display name, avatar, personal bests, test count; nothing else. */
export function PublicProfilePage() {
  const { name = '' } = useParams();
  const { data, error, isLoading } = usePublicProfileQuery(name);
  const bestsId = useId();

  if (isLoading) return <Skeleton active className="community-page" />;
  if (error || !data) {
    const notFound = typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
    return (
      <div className="community-page">
        <Result
          status={notFound ? '404' : 'warning'}
          title={notFound ? 'No public profile' : 'This profile could not be loaded'}
          subTitle={
            notFound
              ? 'Nobody appears publicly under that name.'
              : apiErrorMessage(error, { fallback: 'Please try again later.', noResponse: 'Please try again later.' })
          }
          extra={<BackToHome />}
        />
      </div>
    );
  }
  return (
    <div className="community-page">
      <header className="community-profile-head">
        <Avatar value={data.profileImage} size={72} />
        <div>
          <Typography.Title level={1} className="community-profile-name">
            {data.displayName}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="profile-tests">
            {data.tests.toLocaleString()} {data.tests === 1 ? 'test' : 'tests'} taken
          </Typography.Text>
        </div>
      </header>
      <Card role="region" aria-labelledby={bestsId}>
        <h2 id={bestsId} className="community-section-title">
          Personal bests
        </h2>
        {data.personalBests.length === 0 ? (
          <Typography.Paragraph type="secondary">No ranked tests yet.</Typography.Paragraph>
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
      </Card>
    </div>
  );
}
