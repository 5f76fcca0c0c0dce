import type { DecoComponentType, DecoRenderData } from '@hh/shared';
import { useRender } from '../context.ts';
import { Icon, type IconName } from '../icons.tsx';
import { Picture } from '../Picture.tsx';
import { Price, WasPrice } from '../Price.tsx';
import { h5Paths } from '../paths.ts';
import type { RenderText } from '../texts.ts';
import type { KindProps } from '../types.ts';

type ActivityType = Extract<DecoComponentType, 'coupons' | 'seckill' | 'groupBuy' | 'bargain'>;
type Card = DecoRenderData['activities'][string][number];

const LOOK: Record<ActivityType, { icon: IconName; title: RenderText; empty: RenderText }> = {
  coupons: { icon: 'coupon', title: 'coupons', empty: 'couponsEmpty' },
  seckill: { icon: 'clock', title: 'seckill', empty: 'seckillEmpty' },
  groupBuy: { icon: 'group', title: 'groupBuy', empty: 'groupBuyEmpty' },
  bargain: { icon: 'scissors', title: 'bargain', empty: 'bargainEmpty' },
};

/** The shopper's page of an activity the block leads to on the live page (today's seckill sessions). */
const PAGES: Partial<Record<ActivityType, (companyKey: string) => string>> = { seckill: h5Paths.seckill };

/**
 * A marketing block: its heading in the activity's colours, its cards, or a quiet word that none run;
 * on the live page a block whose activity has a page of its own links to it ("more", or in place of
 * the quiet word).
 */
export function Activity({ component }: KindProps<ActivityType>) {
  const { data, texts, mode, companyKey } = useRender();
  const look = LOOK[component.type];
  const cards = (data?.activities[component.id] ?? []).slice(0, component.count);
  const page = mode === 'live' ? PAGES[component.type]?.(companyKey) : undefined;
  return (
    <section className={`sf-activity sf-activity-${component.type}`}>
      <header className="sf-activity-head">
        <Icon name={look.icon} size={18} />
        <h3>{component.title || texts[look.title]}</h3>
        {page ? (
          <a href={page} className="sf-activity-more" data-testid="sf-activity-more">
            {texts.more}
            <Icon name="right" size={12} />
          </a>
        ) : null}
      </header>
      {cards.length === 0 && page ? (
        <a href={page} className="sf-activity-empty">
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
            <ActivityCard key={card.id} card={card} />
          ))}
        </div>
      )}
    </section>
  );
}

function ActivityCard({ card }: { card: Card }) {
  return (
    <div className="sf-activity-card">
      <span className="sf-card-pic">
        <Picture src={card.image} alt={card.name} sizes="30vw" />
      </span>
      <span className="sf-card-name">{card.name}</span>
      <span className="sf-card-prices">
        <Price value={card.price} />
        <WasPrice value={card.originalPrice} now={card.price} />
      </span>
    </div>
  );
}
