import type { SessionStatus } from '@typing/typing-core';

const STATUS_CLASS: Record<SessionStatus, string> = {
  Excellent: 'status-excellent',
  Good: 'status-good',
  'Practice Needed': 'status-practice',
  'N/A': 'status-na',
};

/** SPEC §9's session status badge. */
export function StatusBadge({ status }: { status: SessionStatus }) {
  return <span className={`status-badge ${STATUS_CLASS[status]}`}>{status}</span>;
}
