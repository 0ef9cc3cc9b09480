import type { PerformanceSummary, SubstitutionEntry } from '@typing/contracts/web';
import { lazy, memo, startTransition, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Avatar } from '../../shared/avatar/Avatar';
import { PlainChangeProfileImageButton } from '../../shared/profile-image/PlainChangeProfileImageButton';
import { useProfileImageUpload } from '../../shared/profile-image/useProfileImageUpload';
import { useCurrentUser, useProfileImage } from '../../shared/session/useCurrentUser';
import { Icon, SvgIcon } from '../../shared/ui/Icon';
import { PlainButtonLink } from '../../shared/ui/PlainButton';
import { PlainSkeleton } from '../../shared/ui/PlainSkeleton';
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
  TESTS_BAR_FULL,
  trend,
  trendSummary,
  weakestKeys,
} from './dashboard-figures';
import { useGetPerformanceQuery } from './dashboard.api';
import { DASHBOARD_ICONS } from './dashboard-icons';
import { DashboardCard } from './DashboardCard';
import { EmptySessions } from './EmptySessions';
import { ExamResultsCard } from './ExamResultsCard';
import { HistoryCard } from './HistoryCard';
import { KeyboardHeatmap } from './KeyboardHeatmap';
import { KeyConfidenceCard } from './KeyConfidenceCard';
import { PersonalBestsCard } from './PersonalBestsCard';
import { SectionTitle } from './SectionTitle';
import { StatusBadge } from './StatusBadge';
import { UpgradePlanCard } from './UpgradePlanCard';
import { useProfileBilling } from './useProfileBilling';
import { useTrendColors } from './useTrendColors';
import './dashboard.css';

/** The chart library loads with the first chart, not with the page. */
const TrendChart = lazy(() => import('./TrendChart'));
/** The Hindi layouts' keys come with their layout tables, for a member who typed Hindi on one. */
const HindiKeysCard = lazy(() => import('./HindiKeysCard'));
const CHART_HEIGHT = 220;

/** A tile with its figure and a bar (role progressbar, so the fill is announced too). */
function StatTile({ label, value, unit, percent }: { label: string; value: string; unit: string; percent: number }) {
  const labelId = useId();
  return (
    <DashboardCard className="dashboard-tile" role="group" aria-labelledby={labelId}>
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
    </DashboardCard>
  );
}

/** The recent sessions in antd's middle-sized Table look (`dashboard.css`). */
const RecentSessions = memo(function RecentSessions({ summary }: { summary: PerformanceSummary }) {
  const titleId = useId();
  const rows = sessionRows(summary.sessions);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>Recent Sessions</SectionTitle>
      {rows.length === 0 ? (
        <EmptySessions />
      ) : (
        <div className="dashboard-table" data-testid="sessions-table">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">WPM</th>
                <th scope="col">Accuracy</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatSessionDate(row.createdAt)}</td>
                  <td>{row.wpm}</td>
                  <td>{row.accuracy}%</td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardCard>
  );
});

function Trend({ summary }: { summary: PerformanceSummary }) {
  const titleId = useId();
  const colors = useTrendColors();
  const series = useMemo(() => trend(summary.sessions), [summary.sessions]);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
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
    </DashboardCard>
  );
}

function AllTimeProgress({ summary }: { summary: PerformanceSummary }) {
  const titleId = useId();
  const colors = useTrendColors();
  const series = useMemo(() => longTrend(summary.trend), [summary.trend]);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
      <SectionTitle id={titleId}>All-time Progress</SectionTitle>
      <p className="dashboard-muted" data-testid="all-time-summary">
        {longTrendSummary(summary.trend)}
      </p>
      {summary.trend.length >= 2 && (
        <Suspense fallback={<div className="dashboard-trend-canvas" style={{ height: CHART_HEIGHT }} aria-hidden />}>
          <TrendChart wpm={series.wpm} accuracy={series.accuracy} colors={colors} height={CHART_HEIGHT} />
        </Suspense>
      )}
    </DashboardCard>
  );
}

function AreasForImprovement({ summary }: { summary: PerformanceSummary }) {
  const titleId = useId();
  const keys = problemKeys(summary);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
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
      <PlainButtonLink to="/" type="primary" icon={<SvgIcon {...DASHBOARD_ICONS.thunderbolt} aria-hidden />}>
        Start AI Practice
      </PlainButtonLink>
    </DashboardCard>
  );
}

function TypedInstead({ substitutions }: { substitutions: SubstitutionEntry[] }) {
  const titleId = useId();
  const top = substitutions.slice(0, 8);
  return (
    <DashboardCard className="dashboard-card" aria-labelledby={titleId} role="region">
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
    </DashboardCard>
  );
}

/**
 * The sections below the first screen, rendered in a transition so React slices the work instead of one long task; a
 * screen-high placeholder keeps the footer in place meanwhile. `memo`: later store updates do not re-render them.
 */
const LaterSections = memo(function LaterSections({ summary }: { summary: PerformanceSummary }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  const weakest = useMemo(() => weakestKeys(summary), [summary]);
  if (!drawn)
    return <div className="dashboard-later" role="status" aria-busy="true" aria-label="Loading your statistics" />;
  return (
    <>
      <div className="dashboard-columns">
        <AreasForImprovement summary={summary} />
        <Trend summary={summary} />
      </div>
      <div className="dashboard-columns">
        <DashboardCard className="dashboard-card" role="region" aria-labelledby="dashboard-heatmap-title">
          <SectionTitle id="dashboard-heatmap-title">Keyboard Heatmap</SectionTitle>
          <KeyboardHeatmap summary={summary} />
        </DashboardCard>
        <TypedInstead substitutions={summary.substitutions} />
      </div>
      <div className="dashboard-columns">
        <KeyConfidenceCard keys={weakest} />
        <PersonalBestsCard bests={summary.personalBests} />
      </div>
      {summary.hindiKeys?.length ? (
        <Suspense fallback={<PlainSkeleton rows={4} />}>
          <HindiKeysCard hindiKeys={summary.hindiKeys} />
        </Suspense>
      ) : null}
      <AllTimeProgress summary={summary} />
      <ExamResultsCard />
      <HistoryCard />
    </>
  );
});

/** The profile and dashboard: the expiry check, then the subscription and the summary together (one round trip). */
export function DashboardPage() {
  const user = useCurrentUser();
  const profileImage = useProfileImage();
  const upload = useProfileImageUpload();
  const billing = useProfileBilling();
  const { data, error, isLoading } = useGetPerformanceQuery(undefined, {
    skip: !billing.expiryChecked,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (error) console.error('Loading the performance summary failed', error);
  }, [error]);

  const summary = data ?? EMPTY_SUMMARY;
  const level = levelOf(summary);

  return (
    <div className="dashboard-page">
      <DashboardCard className="dashboard-card dashboard-profile">
        <div className="dashboard-profile-row">
          <Avatar value={profileImage ?? user?.profileImage} size={96} />
          <div className="dashboard-profile-text">
            <h1 className="dashboard-name">{user?.name}</h1>
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
              <PlainChangeProfileImageButton upload={upload} size="small" />
              <PlainButtonLink to="/leaderboards" size="small" icon={<Icon name="TrophyOutlined" aria-hidden />}>
                Leaderboards
              </PlainButtonLink>
            </div>
          </div>
        </div>
      </DashboardCard>

      {!billing.subscriptionSettled || isLoading ? (
        <DashboardCard className="dashboard-card" role="status" aria-busy="true" aria-label="Loading your performance">
          <PlainSkeleton rows={6} />
        </DashboardCard>
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
          <LaterSections summary={summary} />
        </>
      )}
    </div>
  );
}
