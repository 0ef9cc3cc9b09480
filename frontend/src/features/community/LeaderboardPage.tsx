import {
  BOARD_KINDS,
  BOARD_PERIODS,
  type BoardKind,
  type BoardPeriod,
  type LeaderboardRow,
} from '@typing/contracts/web';
import { Alert, Card, Radio, Table, Typography } from 'antd';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../shared/errors';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { useLeaderboardQuery, useMyRankQuery } from './community.api';
import { boardFromSearch, KIND_LABELS, PERIOD_LABELS, placeSentence } from './leaderboard-view';
import './community.css';

const LOAD_FAILED = {
  fallback: 'The leaderboard could not be loaded.',
  noResponse: 'The leaderboard could not be loaded.',
};

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The signed-in member's own place on the board shown, wherever it is. */
function MyPlace({ kind, period }: { kind: BoardKind; period: BoardPeriod }) {
  const { data } = useMyRankQuery({ kind, period });
  if (!data) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="my-place"
      title={placeSentence(data)}
      description={
        !data.listed ? (
          <>
            Choose a display name in{' '}
            <Link className="community-inline-link" to="/settings">
              Settings
            </Link>{' '}
            to appear.
          </>
        ) : undefined
      }
    />
  );
}

/** All-time and today's (India time) boards, 50 places a page through the top 1,000. */
export function LeaderboardPage() {
  const [search, setSearch] = useSearchParams();
  const { kind, period, page } = boardFromSearch(search);
  const user = useCurrentUser();
  const { data, error, isFetching } = useLeaderboardQuery({ kind, period, page });
  const boardId = useId();
  const show = (next: { kind?: BoardKind; period?: BoardPeriod; page?: number }) =>
    setSearch({ kind: next.kind ?? kind, period: next.period ?? period, page: String(next.page ?? 1) });

  return (
    <div className="community-page">
      <Typography.Title level={1}>Leaderboards</Typography.Title>
      <Typography.Paragraph type="secondary">
        Each member&rsquo;s best, ranked by net WPM (correctly typed words), then accuracy. Plain English tests started
        signed in on the typing page, at 90 % accuracy or more, by members who chose to appear publicly. Today&rsquo;s
        board ends at midnight India time.
      </Typography.Paragraph>
      <div className="community-filters">
        <Radio.Group
          aria-label="Test"
          optionType="button"
          value={kind}
          onChange={(e) => show({ kind: e.target.value as BoardKind })}
          options={BOARD_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
        />
        <Radio.Group
          aria-label="Period"
          optionType="button"
          value={period}
          onChange={(e) => show({ period: e.target.value as BoardPeriod })}
          options={BOARD_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
        />
      </div>
      {user && <MyPlace kind={kind} period={period} />}
      <Card role="region" aria-labelledby={boardId}>
        <h2 id={boardId} className="community-section-title">
          {KIND_LABELS[kind]} · {PERIOD_LABELS[period]}
          {data?.day ? ` (${data.day})` : ''}
        </h2>
        {error ? (
          <Alert type="error" showIcon title={apiErrorMessage(error, LOAD_FAILED)} />
        ) : (
          <Table<LeaderboardRow>
            size="middle"
            rowKey="rank"
            loading={isFetching}
            dataSource={data?.rows ?? []}
            data-testid="leaderboard"
            locale={{ emptyText: 'Nobody has ranked on this board yet.' }}
            pagination={{
              current: page,
              pageSize: data?.pageSize ?? 50,
              total: data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (next) => show({ page: next }),
            }}
            columns={[
              { title: 'Rank', dataIndex: 'rank', width: 80 },
              {
                title: 'Name',
                dataIndex: 'displayName',
                render: (name: string) => <Link to={`/u/${encodeURIComponent(name)}`}>{name}</Link>,
              },
              { title: 'Net WPM', dataIndex: 'netWpm' },
              { title: 'WPM', dataIndex: 'wpm' },
              { title: 'Accuracy', dataIndex: 'accuracy', render: (a: number) => `${a}%` },
              { title: 'Date', dataIndex: 'achievedAt', render: formatDay },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
