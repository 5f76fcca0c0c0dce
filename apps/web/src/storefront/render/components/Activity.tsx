import type { DecoComponentType, DecoRenderData } from '@hh/shared';
import { formatMoney } from '@hh/shared/decimal';
import type { ReactNode } from 'react';
import { type RenderEnv, useRender } from '../context.ts';
import { Icon, type IconName } from '../icons.tsx';
import { Picture } from '../Picture.tsx';
import { Price, WasPrice } from '../Price.tsx';
import { h5Paths } from '../paths.ts';
import type { RenderText } from '../texts.ts';
import type { KindProps } from '../types.ts';

type ActivityType = Extract<DecoComponentType, 'coupons' | 'seckill' | 'groupBuy' | 'bargain'>;
type Card = DecoRenderData['activities'][string][number];

interface Look {
  icon: IconName;
  title: RenderText;
  empty: RenderText;
  /** The area's list page, the heading's "more". */
  list(companyKey: string): string;
  /** The page a card opens. */
  open(companyKey: string, card: Card): string;
}

const LOOK: Record<ActivityType, Look> = {
  coupons: {
    icon: 'coupon',
    title: 'coupons',
    empty: 'couponsEmpty',
    list: h5Paths.couponCentre,
    open: (key) => h5Paths.couponCentre(key),
  },
  seckill: {
    icon: 'clock',
    title: 'seckill',
    empty: 'seckillEmpty',
    list: h5Paths.seckill,
    open: (key, card) =>
      card.productId === null ? h5Paths.seckill(key) : h5Paths.product(key, card.productId),
  },
  groupBuy: {
    icon: 'group',
    title: 'groupBuy',
    empty: 'groupBuyEmpty',
    list: h5Paths.groups,
    open: (key, card) => h5Paths.groupBuy(key, card.id),
  },
  bargain: {
    icon: 'scissors',
    title: 'bargain',
    empty: 'bargainEmpty',
    list: h5Paths.bargains,
    open: (key) => h5Paths.bargains(key),
  },
};

/** A link on the storefront; inert text in the builder's canvas. */
function Go({
  env,
  to,
  className,
  children,
}: {
  env: RenderEnv;
  to: string;
  className: string;
  children: ReactNode;
}) {
  return env.mode === 'live' ? (
    <a href={to} className={className} data-testid={className}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}

/**
 * A marketing block: its heading in the activity's colours with "more" (the area's list page), its
 * cards of what runs now, each opening its page, or a quiet word that none run (on the live page the
 * seckill's leads to today's sessions, one may be about to start). Links are inert on the canvas.
 */
export function Activity({ component }: KindProps<ActivityType>) {
  const env = useRender();
  const { data, texts, companyKey, mode } = env;
  const look = LOOK[component.type];
  const cards = (data?.activities[component.id] ?? []).slice(0, component.count);
  return (
    <section
      className={`sf-activity sf-activity-${component.type}`}
      data-testid={`sf-activity-${component.type}`}
    >
      <header className="sf-activity-head">
        <Icon name={look.icon} size={18} />
        <h3>{component.title || texts[look.title]}</h3>
        <Go env={env} to={look.list(companyKey)} className="sf-activity-more">
          {texts.more}
          <Icon name="right" size={12} />
        </Go>
      </header>
      {cards.length === 0 && mode === 'live' && component.type === 'seckill' ? (
        <a href={look.list(companyKey)} className="sf-activity-empty">
          <Icon name={look.icon} size={28} />
          <span>{texts.seckillOpen}</span>
        </a>
      ) : cards.length === 0 ? (
        <div className="sf-activity-empty">
          <Icon name={look.icon} size={28} />
          <span>{texts[look.empty]}</span>
        </div>
      ) : (
        <div className="sf-activity-cards">
          {cards.map((card) => (
            <Go key={card.id} env={env} to={look.open(companyKey, card)} className="sf-activity-card">
              {component.type === 'coupons' ? <CouponFace card={card} /> : <GoodsFace card={card} />}
            </Go>
          ))}
        </div>
      )}
    </section>
  );
}

/** A coupon: what it takes off, from how much, its name. */
function CouponFace({ card }: { card: Card }) {
  const { texts } = useRender();
  const spend = card.threshold !== null && Number(card.threshold) > 0 ? card.threshold : null;
  return (
    <>
      <span className="sf-activity-coupon">
        <b>
          {card.percentOff !== null ? (
            texts.percentOff
              .replace('{rate}', String((100 - card.percentOff) / 10))
              .replace('{percent}', String(card.percentOff))
          ) : (
            <Price value={card.price} />
          )}
        </b>
        <span>{spend ? texts.threshold.replace('{amount}', formatMoney(spend)) : texts.noThreshold}</span>
      </span>
      <span className="sf-card-name">{card.name}</span>
    </>
  );
}

/** Goods at the activity's price over the list price; a group buy says its size. */
function GoodsFace({ card }: { card: Card }) {
  const { texts } = useRender();
  return (
    <>
      <span className="sf-card-pic">
        <Picture src={card.image} alt={card.name} sizes="30vw" />
        {card.groupSize !== null ? (
          <span className="sf-activity-tag">{texts.groupSize.replace('{n}', String(card.groupSize))}</span>
        ) : null}
      </span>
      <span className="sf-card-name">{card.name}</span>
      <span className="sf-card-prices">
        <Price value={card.price} />
        <WasPrice value={card.originalPrice} now={card.price} />
      </span>
    </>
  );
}
