import { h5Paths } from '../render/paths.ts';
import { t } from '../texts.ts';

/** A page that could not show: not there (404), or failed (with a retry). */
export function Problem({ companyKey, status }: { companyKey: string; status: number }) {
  const missing = status === 404 || status === 400;
  return (
    <div className="sf-problem" data-testid="sf-problem">
      <p>{missing ? t.notFound : t.failed}</p>
      {missing ? (
        companyKey ? (
          <a className="sf-button" href={h5Paths.home(companyKey)}>
            {t.goHome}
          </a>
        ) : null
      ) : (
        <button type="button" className="sf-button" onClick={() => window.location.reload()}>
          {t.retry}
        </button>
      )}
    </div>
  );
}

export function Waiting() {
  return (
    <div className="sf-waiting" aria-busy="true">
      <span />
      <span />
      <span />
    </div>
  );
}
