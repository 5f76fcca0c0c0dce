import { formatDate, formatRelativeTime } from '@hh/shared';
import './desk.css';
import { Timeline, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** One line of a record's history: what was done, its message, who did it and when. */
export interface TimelineEntry {
  id: number;
  action: string;
  message: string;
  createdAt: string;
}

interface DeskTimelineProps<E extends TimelineEntry> {
  entries: readonly E[];
  /** Who did it, in words. */
  who(entry: E): string;
  testId: string;
}

/** Who did what and when, newest first (the later line first within one moment); times relative, exact on hover. */
export function DeskTimeline<E extends TimelineEntry>({ entries, who, testId }: DeskTimelineProps<E>) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const newest = [...entries].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
  return (
    <Timeline
      className="hh-desk-timeline"
      data-testid={testId}
      items={newest.map((entry) => ({
        key: entry.id,
        content: (
          <div className="hh-desk-timeline-line">
            <div className="hh-desk-note" data-action={entry.action}>
              {entry.message}
            </div>
            <div className="hh-desk-muted">
              {who(entry)} ·{' '}
              <Tooltip title={formatDate(entry.createdAt)}>
                <span data-testid="timeline-time">{formatRelativeTime(entry.createdAt, { lang })}</span>
              </Tooltip>
            </div>
          </div>
        ),
      }))}
    />
  );
}
