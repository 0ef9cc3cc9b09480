import {
  BOARD_KINDS,
  BOARD_PERIODS,
  type BoardKind,
  type BoardPeriod,
  formatCount,
  type LeaderboardPage as Board,
} from '@typing/contracts/web';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '../../shared/dates';
import { apiErrorMessage } from '../../shared/errors';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { SITE_NAME } from '../../shared/site';
import { Pager } from '../../shared/ui/Pager';
import { Alert } from '../../shared/ui/Alert';
import { SegmentedRadios } from '../../shared/ui/SegmentedRadios';
import { useLeaderboardQuery, useMyRankQuery } from './community.api';
import { boardFromSearch, boardSearch, KIND_LABELS, PERIOD_LABELS, placeSentence } from './leaderboard-view';
import '../../shared/ui/card.css';
import '../../shared/ui/skeleton.css';
import '../../shared/ui/table.css';
import './community.css';

const LOAD_FAILED = {
  fallback: 'The leaderboard could not be loaded.',
  noResponse: 'The leaderboard could not be loaded.',
};

/** Rows drawn while a board loads: enough to keep the footer below the fold on a phone until the places come. */
const PLACEHOLDER_ROWS = 10;

const COLUMNS = ['Rank', 'Name', 'Net WPM', 'WPM', 'Accuracy', 'Date'] as const;

/** The signed-in member's own place on the board shown, wherever it is. */
function MyPlace({ kind, period }: { kind: BoardKind; period: BoardPeriod }) {
  const { data } = useMyRankQuery({ kind, period });
  if (!data) return null;
  return (
    <div data-testid="my-place">
      <Alert
        type="info"
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
    </div>
  );
}

function BoardRows({ board }: { board: Board | undefined }) {
  if (!board) {
    return Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
      <tr key={row} aria-hidden className="community-placeholder-row">
        {COLUMNS.map((column) => (
          <td key={column}>
            <span className="tp-skeleton-text">{column === 'Name' ? 'a_typist' : '00'}</span>
          </td>
        ))}
      </tr>
    ));
  }
  return board.rows.map((row) => (
    <tr key={row.rank}>
      <td>{formatCount(row.rank)}</td>
      <td>
        <Link to={`/u/${encodeURIComponent(row.displayName)}`}>{row.displayName}</Link>
      </td>
      <td>{row.netWpm}</td>
      <td>{row.wpm}</td>
      <td>{row.accuracy}%</td>
      <td>{formatDay(row.achievedAt)}</td>
    </tr>
  ));
}

/** All-time and today's (India time) boards, 50 places a page through the top 1,000. */
export function LeaderboardPage() {
  const [search, setSearch] = useSearchParams();
  const { kind, period, page } = boardFromSearch(search);
  const user = useCurrentUser();
  const { data, error, isFetching } = useLeaderboardQuery({ kind, period, page });
  const boardId = useId();
  const board = data && !error ? data : undefined;
  const show = (next: { kind?: BoardKind; period?: BoardPeriod }) =>
    setSearch(boardSearch({ kind: next.kind ?? kind, period: next.period ?? period, page: 1 }));

  return (
    <div className="community-page">
      <title>{`Leaderboards · ${SITE_NAME}`}</title>
      <h1 className="community-title">Leaderboards</h1>
      <p className="community-lead">
        Each member&rsquo;s best, ranked by net WPM (correctly typed words), then accuracy. Plain English tests started
        signed in on the typing page, at 90 % accuracy or more, by members who chose to appear publicly. Today&rsquo;s
        board ends at midnight India time.
      </p>
      <div className="community-filters">
        <SegmentedRadios
          label="Test"
          values={BOARD_KINDS}
          value={kind}
          onChange={(next) => show({ kind: next })}
          format={(value) => KIND_LABELS[value]}
        />
        <SegmentedRadios
          label="Period"
          values={BOARD_PERIODS}
          value={period}
          onChange={(next) => show({ period: next })}
          format={(value) => PERIOD_LABELS[value]}
        />
      </div>
      {user && <MyPlace kind={kind} period={period} />}
      <section
        className="tp-card community-board"
        aria-labelledby={boardId}
        aria-busy={isFetching}
        data-testid="leaderboard"
      >
        <h2 id={boardId} className="community-section-title">
          {`${KIND_LABELS[kind]} · ${PERIOD_LABELS[period]}${data?.day ? ` (${data.day})` : ''}`}
        </h2>
        {error ? (
          <Alert type="error" title={apiErrorMessage(error, LOAD_FAILED)} />
        ) : board?.rows.length === 0 ? (
          <p className="community-empty">Nobody has ranked on this board yet.</p>
        ) : (
          <div
            className={
              isFetching ? 'tp-table community-board-table community-loading' : 'tp-table community-board-table'
            }
          >
            <table>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <BoardRows board={board} />
              </tbody>
            </table>
          </div>
        )}
        {board && (
          <Pager
            label="Board pages"
            current={page}
            pageCount={Math.ceil(board.total / board.pageSize)}
            hrefFor={(to) => `?${boardSearch({ kind, period, page: to }).toString()}`}
          />
        )}
      </section>
    </div>
  );
}
