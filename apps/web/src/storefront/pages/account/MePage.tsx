import { formatMoney } from '@hh/shared/decimal';
import { useState } from 'react';
import { Icon } from '../../render/icons.tsx';
import { h5Paths } from '../../render/paths.ts';
import { navigate } from '../../router.ts';
import { me, signIn } from '../../shopper.ts';
import { lang, switchLang } from '../../texts.ts';
import { useLoad } from '../../useLoad.ts';
import { Problem, Waiting } from '../Problem.tsx';
import '../../ui/form.css';
import './account.css';
import { WalletLedger } from './WalletLedger.tsx';
import { words } from './words.ts';

/** The shopper's own page: who is signed in, the wallet, and signing out. */
export function MePage({ companyKey }: { companyKey: string }) {
  const loaded = useLoad(`${companyKey}/me`, () => me(companyKey));
  const [leaving, setLeaving] = useState(false);
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const shopper = loaded.data;
  const signOut = async () => {
    setLeaving(true);
    await signIn.logout(companyKey).catch(() => undefined);
    navigate(h5Paths.home(companyKey), { replace: true });
  };
  return (
    <div className="sf-me" data-testid="sf-me">
      <section className="sf-me-head">
        <span className="sf-me-avatar" aria-hidden="true">
          {shopper.avatar ? <img src={shopper.avatar} alt="" /> : shopper.nickname.slice(0, 1)}
        </span>
        <div>
          <b>{shopper.nickname}</b>
          <span data-testid="sf-me-phone">{shopper.phone ?? ''}</span>
        </div>
      </section>
      <section className="sf-me-wallet" aria-label={words.wallet}>
        <div>
          <span>{words.balance}</span>
          <b data-testid="sf-me-balance">¥{formatMoney(shopper.nowMoney)}</b>
        </div>
        <div>
          <span>{words.points}</span>
          <b>{shopper.integral}</b>
        </div>
      </section>
      <WalletLedger companyKey={companyKey} />
      <section className="sf-me-list">
        <a href={h5Paths.coupons(companyKey)} data-testid="sf-me-coupons">
          <span>{words.coupons}</span>
          <Icon name="right" size={16} />
        </a>
        <a href={h5Paths.couponCentre(companyKey)} data-testid="sf-me-coupon-centre">
          <span>{words.couponCentre}</span>
          <Icon name="right" size={16} />
        </a>
        <a href={h5Paths.seckill(companyKey)} data-testid="sf-me-seckill">
          <span>{words.seckill}</span>
          <Icon name="right" size={16} />
        </a>
        <a href={h5Paths.bargains(companyKey)} data-testid="sf-me-bargains">
          <span>{words.bargains}</span>
          <Icon name="right" size={16} />
        </a>
        <a href={h5Paths.groups(companyKey)} data-testid="sf-me-groups">
          <span>{words.groups}</span>
          <Icon name="right" size={16} />
        </a>
        <a href={h5Paths.addresses(companyKey)}>
          <span>{words.addresses}</span>
          <Icon name="right" size={16} />
        </a>
        <button type="button" onClick={() => switchLang(lang === 'en' ? 'zh' : 'en')}>
          <span>{words.language}</span>
          <span lang={lang === 'en' ? 'zh-CN' : 'en'}>{lang === 'en' ? '中文' : 'English'}</span>
        </button>
      </section>
      <button
        type="button"
        className="sf-secondary sf-me-out"
        onClick={signOut}
        disabled={leaving}
        data-testid="sf-signout"
      >
        {words.signOut}
      </button>
    </div>
  );
}
