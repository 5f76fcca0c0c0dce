import { DECO_TERMINALS, homeTerminals } from '@hh/shared';
import { Alert } from 'antd';
import { useDecoT } from './i18n.ts';
import type { PageRow } from './types.ts';

/**
 * Which home page the shops serve, by the server's rule (`homeTerminals`): on a terminal that
 * borrows another's home, whether it serves its own now; on a terminal lent out, to whom.
 */
export function ServedHome({ terminal, rows }: { terminal: number; rows: PageRow[] | undefined }) {
  const t = useDecoT();
  const name = (value: number) => t(`terminals.${String(value) as '3'}`);
  const [, fallback] = homeTerminals(terminal);
  if (fallback !== undefined) {
    if (!rows) return null;
    const own = rows.some((row) => row.isHome && row.publishedVersion !== null);
    return (
      <Alert
        type={own ? 'success' : 'info'}
        showIcon
        className="hh-deco-served"
        data-testid="deco-served-home"
        title={
          own
            ? t('served.own', { terminal: name(terminal) })
            : t('served.borrowed', { terminal: name(terminal), from: name(fallback) })
        }
      />
    );
  }
  const borrowers = DECO_TERMINALS.filter(
    (other) => other !== terminal && homeTerminals(other).includes(terminal),
  );
  if (borrowers.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="hh-deco-served"
      data-testid="deco-served-home"
      title={t('served.lent', { terminal: name(terminal), to: borrowers.map(name).join('、') })}
    />
  );
}
