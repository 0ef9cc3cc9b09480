import { DownloadOutlined } from '@ant-design/icons';
import { HISTORY_DEPTH, type HistoryRow } from '@typing/contracts/web';
import { FIGURE_DEFINITIONS, sessionStatus, type DefinedFigure } from '@typing/typing-core';
import { Button, Card, Table, Tooltip } from 'antd';
import { useEffect, useId, useState } from 'react';
import { formatSessionDate, historyTotalText, testLabel } from './dashboard-figures';
import { RESULTS_CSV_URL, useGetHistoryQuery } from './dashboard.api';
import { SectionTitle } from './SectionTitle';
import { StatusBadge } from './StatusBadge';

const PAGE_SIZE = 10;

/** A column title with the figure's definition on hover and on keyboard focus. */
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

/**
 * Every saved test, a page at a time from the server (the newest HISTORY_DEPTH of them), with the
 * CSV download of all of them.
 */
export function HistoryCard() {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useGetHistoryQuery({ page, pageSize: PAGE_SIZE });

  useEffect(() => {
    if (error) console.error('Loading the history failed', error);
  }, [error]);

  return (
    <Card className="dashboard-card" aria-labelledby={titleId} role="region">
      <div className="dashboard-card-header">
        <SectionTitle id={titleId}>History</SectionTitle>
        <Button href={RESULTS_CSV_URL} download icon={<DownloadOutlined aria-hidden />}>
          Download CSV
        </Button>
      </div>
      {data?.total === 0 ? (
        <p className="dashboard-muted">No saved tests yet.</p>
      ) : (
        <Table<HistoryRow>
          size="middle"
          rowKey="id"
          loading={isFetching}
          dataSource={data?.items ?? []}
          data-testid="history-table"
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: Math.min(data?.total ?? 0, HISTORY_DEPTH),
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
            showTotal: () => historyTotalText(data?.total ?? 0),
          }}
          columns={[
            { title: 'Date', dataIndex: 'createdAt', render: (iso: string) => formatSessionDate(iso) },
            { title: 'Test', key: 'test', render: (_: unknown, row) => testLabel(row) },
            { title: <DefinedTitle figure="wpm">WPM</DefinedTitle>, dataIndex: 'wpm' },
            { title: <DefinedTitle figure="netWpm">Net</DefinedTitle>, dataIndex: 'netWpm', render: optionalWpm },
            { title: <DefinedTitle figure="rawWpm">Raw</DefinedTitle>, dataIndex: 'rawWpm', render: optionalWpm },
            {
              title: <DefinedTitle figure="accuracy">Accuracy</DefinedTitle>,
              dataIndex: 'accuracy',
              render: (a: number) => `${a}%`,
            },
            {
              title: 'Status',
              key: 'status',
              render: (_: unknown, row) => <StatusBadge status={sessionStatus(row.wpm, row.accuracy)} />,
            },
          ]}
        />
      )}
    </Card>
  );
}
