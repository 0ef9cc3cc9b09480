import { HISTORY_DEPTH, type HistoryPage, type HistoryRow } from '@typing/contracts/web';
import { FIGURE_DEFINITIONS, sessionStatus, type DefinedFigure } from '@typing/typing-core';
import { Table, Tooltip } from 'antd';
import { formatDayTime } from '../../shared/dates';
import { historyTotalText, testLabel } from './dashboard-figures';
import { layoutName } from './hindi-figures';
import { StatusBadge } from './StatusBadge';

function DefinedTitle({ figure, children }: { figure: DefinedFigure; children: string }) {
  return (
    <Tooltip title={FIGURE_DEFINITIONS[figure]} trigger={['hover', 'focus']}>
      <span className="history-defined-title" tabIndex={0}>
        {children}
      </span>
    </Tooltip>
  );
}

/** Net or raw WPM; a result stored without its texts has none. */
const optionalWpm = (wpm: number | undefined) => wpm ?? '–';

export interface HistoryTableProps {
  data: HistoryPage | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** The history's rows in antd's Table; its own chunk, so the card's frame does not wait for antd. */
export function HistoryTable({ data, loading, page, pageSize, onPageChange }: HistoryTableProps) {
  return (
    <Table<HistoryRow>
      size="middle"
      rowKey="id"
      loading={loading}
      dataSource={data?.items ?? []}
      data-testid="history-table"
      pagination={{
        current: page,
        pageSize,
        total: Math.min(data?.total ?? 0, HISTORY_DEPTH),
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPageChange,
        showTotal: () => historyTotalText(data?.total ?? 0),
      }}
      columns={[
        { title: 'Date', dataIndex: 'createdAt', render: (iso: string) => formatDayTime(iso) },
        {
          title: 'Test',
          key: 'test',
          render: (_: unknown, row) => testLabel(row, row.layout && layoutName(row.layout)),
        },
        { title: <DefinedTitle figure="wpm">WPM</DefinedTitle>, dataIndex: 'wpm' },
        { title: <DefinedTitle figure="netWpm">Net</DefinedTitle>, dataIndex: 'netWpm', render: optionalWpm },
        { title: <DefinedTitle figure="rawWpm">Raw</DefinedTitle>, dataIndex: 'rawWpm', render: optionalWpm },
        {
          title: <DefinedTitle figure="accuracy">Accuracy</DefinedTitle>,
          dataIndex: 'accuracy',
          render: (a: number) => `${a}%`,
        },
        // Key depressions, as exams count them: only where the page holds a test that has them (Hindi).
        ...(data?.items.some((row) => row.keyDepressions !== undefined)
          ? [
              {
                title: <DefinedTitle figure="keyDepressions">KD</DefinedTitle>,
                dataIndex: 'keyDepressions',
                render: (kd: number | undefined) => kd ?? '–',
              },
            ]
          : []),
        {
          title: 'Status',
          key: 'status',
          render: (_: unknown, row) => <StatusBadge status={sessionStatus(row.wpm, row.accuracy)} />,
        },
      ]}
    />
  );
}
