import { ThunderboltOutlined, TrophyOutlined } from '@ant-design/icons';
import type { PerformanceSummary, SubstitutionEntry } from '@typing/contracts/web';
import type { SessionStatus } from '@typing/typing-core';
import { Card, Empty, Skeleton, Table, theme, Typography } from 'antd';
import { lazy, Suspense, useEffect, useId, useMemo } from 'react';
import { Avatar } from '../../shared/avatar/Avatar';
import { ChangeProfileImageButton } from '../../shared/profile-image/ChangeProfileImageButton';
import { useProfileImageUpload } from '../../shared/profile-image/useProfileImageUpload';
import { useCurrentUser, useProfileImage } from '../../shared/session/useCurrentUser';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import {
  barPercent,
  EMPTY_SUMMARY,
  formatAverage,
  formatSessionDate,
  keyName,
  levelOf,
  longTrend,
  longTrendSummary,
  problemKeys,
  recommendations,
  SPEED_BAR_FULL_WPM,
  sessionRows,
  type SessionRow,
  TESTS_BAR_FULL,
  trend,
  trendSummary,
  weakestKeys,
} from './dashboard-figures';
import { useGetPerformanceQuery } from './dashboard.api';
import { HistoryCard } from './HistoryCard';
import { KeyboardHeatmap } from './KeyboardHeatmap';
import { KeyConfidenceCard } from './KeyConfidenceCard';
import { PersonalBestsCard } from './PersonalBestsCard';
import { SectionTitle } from './SectionTitle';
import { StatusBadge } from './StatusBadge';
import type { TrendColors } from './TrendChart';
import { UpgradePlanCard } from './UpgradePlanCard';
import { useProfileBilling } from './useProfileBilling';
import './dashboard.css';

/** The chart library comes with the first chart the dashboard draws, not with the page. */
const TrendChart = lazy(() => import('./TrendChart'));
const CHART_HEIGHT = 220;

/** A tile with its figure and a bar (role progressbar, so the fill is announced too). */
function StatTile({ label, value, unit, percent }: { label: string; value: string; unit: string; percent: number }) {
  const labelId = useId();
  return (
    <Card className="dashboard-tile" role="group" aria-labelledby={labelId}>
      <div id={labelId} className="dashboard-tile-label">
        {label}
      </div>
      <div className="dashboard-tile-value" data-testid={`tile-${label}`}>
        {value}
        <span className="dashboard-tile-unit">{unit}</span>
      </div>
      <div
        className="dashboard-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="dashboard-bar-fill" style={{ width: `${percent}%` }} />
      </div>
    </Card>
  );
}

function RecentSessions({ summary }: { summary: PerformanceSummary }) {
  const titleId = useId();
  const rows = sessionRows(summary.sessions);
  return (
    <Card className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Recent Sessions</SectionTitle>
      {rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Title level={3} className="dashboard-empty-title">
                No Sessions Yet
              </Typography.Title>
              <Typography.Text type="secondary">Complete a typing test and it will appear here.</Typography.Text>
            </>
          }
        >
          <ButtonLink to="/" type="primary">
            Start Typing Test
          </ButtonLink>
        </Empty>
      ) : (
        <Table<SessionRow>
          size="middle"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          data-testid="sessions-table"
          columns={[
            { title: 'Date', dataIndex: 'createdAt', render: (iso: string) => formatSessionDate(iso) },
            { title: 'WPM', dataIndex: 'wpm' },
            { title: 'Accuracy', dataIndex: 'accuracy', render: (a: number) => `${a}%` },
            { title: 'Status', dataIndex: 'status', render: (s: SessionStatus) => <StatusBadge status={s} /> },
          ]}
        />
      )}
    </Card>
  );
}

function Trend({ summary, colors }: { summary: PerformanceSummary; colors: TrendColors }) {
  const titleId = useId();
  const series = useMemo(() => trend(summary.sessions), [summary.sessions]);
  return (
    <Card className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Progress</SectionTitle>
      <p className="dashboard-muted" data-testid="trend-summary">
        {trendSummary(summary.sessions)}
      </p>
      {summary.sessions.length >= 2 && (
        <>
          <ul className="dashboard-legend" aria-hidden>
            <li>
              <span className="legend-line" style={{ background: colors.wpm }} /> WPM
            </li>
            <li>
              <span className="legend-line legend-dashed" style={{ borderColor: colors.accuracy }} /> Accuracy
            </li>
          </ul>
          <Suspense fallback={<div className="dashboard-trend-canvas" style={{ height: CHART_HEIGHT }} aria-hidden />}>
            <TrendChart wpm={series.wpm} accuracy={series.accuracy} colors={colors} height={CHART_HEIGHT} />
          </Suspense>
        </>
      )}
    </Card>
  );
}

function AllTimeProgress({ summary, colors }: { summary: PerformanceSummary; colors: TrendColors }) {
  const titleId = useId();
  const series = useMemo(() => longTrend(summary.trend), [summary.trend]);
  return (
    <Card className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>All-time Progress</SectionTitle>
      <p className="dashboard-muted" data-testid="all-time-summary">
        {longTrendSummary(summary.trend)}
      </p>
      {summary.trend.length >= 2 && (
        <Suspense fallback={<div className="dashboard-trend-canvas" style={{ height: CHART_HEIGHT }} aria-hidden />}>
          <TrendChart wpm={series.wpm} accuracy={series.accuracy} colors={colors} height={CHART_HEIGHT} />
        </Suspense>
      )}
    </Card>
  );
}

function AreasForImprovement({ summary }: { summary: PerformanceSummary }) {
  const titleId = useId();
  const keys = problemKeys(summary);
  return (
    <Card className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Areas for Improvement</SectionTitle>
      <h3 className="dashboard-subtitle">Problem keys</h3>
      {keys.length === 0 ? (
        <p className="dashboard-muted">No problem keys yet.</p>
      ) : (
        <ul className="problem-keys" data-testid="problem-keys">
          {keys.map(({ key, count }) => (
            <li key={key} data-key={key}>
              <kbd>{keyName(key)}</kbd>
              <span>
                {count} {count === 1 ? 'error' : 'errors'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="dashboard-subtitle">Recommendations</h3>
      <ol className="recommendations">
        {recommendations(keys).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
      <ButtonLink to="/" type="primary" icon={<ThunderboltOutlined aria-hidden />}>
        Start AI Practice
      </ButtonLink>
    </Card>
  );
}

function TypedInstead({ substitutions }: { substitutions: SubstitutionEntry[] }) {
  const titleId = useId();
  const top = substitutions.slice(0, 8);
  return (
    <Card className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Keys Typed Instead</SectionTitle>
      {top.length === 0 ? (
        <p className="dashboard-muted">No mix-ups in your recent tests.</p>
      ) : (
        <table className="typed-instead" data-testid="typed-instead">
          <caption className="dashboard-muted">
            The keys you pressed instead of the expected ones, in your recent tests.
          </caption>
          <thead>
            <tr>
              <th scope="col">Expected</th>
              <th scope="col">Typed</th>
              <th scope="col">Times</th>
            </tr>
          </thead>
          <tbody>
            {top.map((s) => (
              <tr key={`${s.expected}\u0000${s.typed}`}>
                <td>
                  <kbd>{keyName(s.expected)}</kbd>
                </td>
                <td>
                  <kbd>{keyName(s.typed)}</kbd>
                </td>
                <td>{s.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/**
 * The profile and dashboard (SPEC "Profile/dashboard", §4 "Profile"). It loads in the spec's
 * order: the expiry check, then the subscription (`useProfileBilling`), then the performance
 * summary. A failed summary load is logged and the page shows the empty state (SPEC §8).
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const profileImage = useProfileImage();
  const upload = useProfileImageUpload();
  const { token } = theme.useToken();
  const billing = useProfileBilling();
  const { data, error, isLoading } = useGetPerformanceQuery(undefined, {
    skip: !billing.subscriptionSettled,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (error) console.error('Loading the performance summary failed', error);
  }, [error]);

  const summary = data ?? EMPTY_SUMMARY;
  const level = levelOf(summary);
  const chartColors = useMemo<TrendColors>(
    () => ({
      wpm: token.colorLink,
      accuracy: token.colorSuccess,
      axis: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
    }),
    [token.colorLink, token.colorSuccess, token.colorTextSecondary, token.colorBorderSecondary],
  );

  return (
    <div className="dashboard-page">
      <Card className="dashboard-card dashboard-profile">
        <div className="dashboard-profile-row">
          <Avatar value={profileImage ?? user?.profileImage} size={96} />
          <div className="dashboard-profile-text">
            <Typography.Title level={1} className="dashboard-name">
              {user?.name}
            </Typography.Title>
            <div className="dashboard-email">{user?.email}</div>
            {upload.error && (
              <div className="dashboard-upload-error" role="alert">
                {upload.error}
              </div>
            )}
            <div className="dashboard-profile-actions">
              <span className="level-badge" data-testid="level-badge">
                Level {level}
              </span>
              <ChangeProfileImageButton upload={upload} size="small" />
              <ButtonLink to="/leaderboards" size="small" icon={<TrophyOutlined aria-hidden />}>
                Leaderboards
              </ButtonLink>
            </div>
          </div>
        </div>
      </Card>

      {!billing.subscriptionSettled || isLoading ? (
        <Card className="dashboard-card" role="status" aria-busy="true" aria-label="Loading your performance">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <>
          <div className="dashboard-grid">
            <UpgradePlanCard billing={billing} />
            <StatTile
              label="Average Speed"
              value={formatAverage(summary.averageWpm)}
              unit="WPM"
              percent={barPercent(summary.averageWpm, SPEED_BAR_FULL_WPM)}
            />
            <StatTile
              label="Accuracy"
              value={formatAverage(summary.averageAccuracy)}
              unit="%"
              percent={barPercent(summary.averageAccuracy, 100)}
            />
            <StatTile
              label="Total Tests"
              value={String(summary.totalTests)}
              unit={summary.totalTests === 1 ? 'test' : 'tests'}
              percent={barPercent(summary.totalTests, TESTS_BAR_FULL)}
            />
          </div>
          <RecentSessions summary={summary} />
          <div className="dashboard-columns">
            <AreasForImprovement summary={summary} />
            <Trend summary={summary} colors={chartColors} />
          </div>
          <div className="dashboard-columns">
            <Card className="dashboard-card" role="region" aria-labelledby="dashboard-heatmap-title">
              <SectionTitle id="dashboard-heatmap-title">Keyboard Heatmap</SectionTitle>
              <KeyboardHeatmap summary={summary} />
            </Card>
            <TypedInstead substitutions={summary.substitutions} />
          </div>
          <div className="dashboard-columns">
            <KeyConfidenceCard keys={weakestKeys(summary)} />
            <PersonalBestsCard bests={summary.personalBests} />
          </div>
          <AllTimeProgress summary={summary} colors={chartColors} />
          <HistoryCard />
        </>
      )}
    </div>
  );
}
