import { formatDate, formatRelativeTime } from '@hh/shared';
import { Timeline, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimelineLine } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { actorText } from './actorText.ts';

/** Who did what and when, newest first; times relative (the spec's formatter), exact on hover. */
export function OrderTimeline({ lines }: { lines: readonly TimelineLine[] }) {
  const t = useOrdersT();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const newest = [...lines].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <Timeline
      className="hh-order-timeline"
      data-testid="order-timeline"
      items={newest.map((line) => ({
        key: line.id,
        content: (
          <div className="hh-order-timeline-line">
            <div className="hh-order-timeline-what" data-action={line.action}>
              {line.message}
            </div>
            <div className="hh-order-muted">
              {actorText(line, t(`actor.${line.actorKind}`))} ·{' '}
              <Tooltip title={formatDate(line.createdAt)}>
                <span data-testid="timeline-time">{formatRelativeTime(line.createdAt, { lang })}</span>
              </Tooltip>
            </div>
          </div>
        ),
      }))}
    />
  );
}
