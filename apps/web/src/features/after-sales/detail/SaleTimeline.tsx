import { formatDate, formatRelativeTime } from '@hh/shared';
import { Timeline, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AfterSaleEvent } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';

/** Who did what and when, newest first; times relative, exact on hover. */
export function SaleTimeline({ events }: { events: readonly AfterSaleEvent[] }) {
  const t = useAfterSalesT();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const newest = [...events].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  return (
    <Timeline
      className="hh-after-sale-timeline"
      data-testid="after-sale-timeline"
      items={newest.map((event) => ({
        key: event.id,
        content: (
          <div>
            <div className="hh-after-sale-note" data-action={event.action}>
              {event.message}
            </div>
            <div className="hh-after-sale-muted">
              {t(`actor.${event.actorKind}`)}
              {event.actorName ? ` · ${event.actorName}` : ''} ·{' '}
              <Tooltip title={formatDate(event.createdAt)}>
                <span>{formatRelativeTime(event.createdAt, { lang })}</span>
              </Tooltip>
            </div>
          </div>
        ),
      }))}
    />
  );
}
