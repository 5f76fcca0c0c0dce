import { formatMoney, toCents } from '@hh/shared/decimal';
import { useEffect, useState } from 'react';
import { type WalletPage, walletLedger } from '../../shopper.ts';
import { lang } from '../../texts.ts';
import { reasonText } from './reasonText.ts';
import { words } from './words.ts';

const PAGE_SIZE = 10;
type Line = WalletPage['content'][number];

const when = new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The wallet's lines, newest first, ten at a time: what changed it, when, by how much, the balance after. */
export function WalletLedger({ companyKey }: { companyKey: string }) {
  const [lines, setLines] = useState<Line[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    walletLedger(companyKey, page, PAGE_SIZE).then(
      (answer) => {
        if (!live) return;
        setLines((before) => (page === 0 ? answer.content : [...before, ...answer.content]));
        setTotal(answer.totalElements);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [companyKey, page]);
  return (
    <section className="sf-me-ledger" aria-labelledby="sf-ledger-title" data-testid="sf-wallet-ledger">
      <h2 id="sf-ledger-title">{words.ledger}</h2>
      {total === 0 ? <p className="sf-me-empty">{words.ledgerEmpty}</p> : null}
      <ul>
        {lines.map((line) => {
          const plus = toCents(line.change) > 0n;
          return (
            <li key={line.id}>
              <span>
                <b>{reasonText(line)}</b>
                <small>{when.format(new Date(line.createdAt))}</small>
              </span>
              <span>
                <b className={plus ? 'sf-plus' : 'sf-minus'}>
                  {plus ? '+' : '−'}
                  {formatMoney(line.change.replace(/^-/, ''))}
                </b>
                <small>
                  {words.balance} {formatMoney(line.balance)}
                </small>
              </span>
            </li>
          );
        })}
      </ul>
      {failed ? (
        <p className="sf-me-empty" role="alert">
          {words.ledgerFailed}
        </p>
      ) : null}
      {total !== null && lines.length < total ? (
        <button type="button" className="sf-more" onClick={() => setPage((p) => p + 1)}>
          {words.more}
        </button>
      ) : null}
    </section>
  );
}
