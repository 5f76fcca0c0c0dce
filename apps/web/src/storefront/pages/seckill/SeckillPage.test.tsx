import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SeckillCard, type Session, seckillApi } from './api.ts';
import { SeckillPage } from './SeckillPage.tsx';

vi.mock('./api.ts', () => ({ seckillApi: { sessions: vi.fn(), goods: vi.fn() } }));

const HOUR = 3_600_000;
const now = Date.now();
const session = (slotId: number, startHour: number, state: Session['state'], from: number): Session => ({
  slotId,
  startHour,
  hours: 2,
  day: '2026-11-30',
  state,
  startsAt: new Date(now + from).toISOString(),
  endsAt: new Date(now + from + 2 * HOUR).toISOString(),
});
const sessions = [
  session(1, 5, 'ended', -5 * HOUR),
  session(2, 10, 'ongoing', -HOUR),
  session(3, 15, 'upcoming', 3 * HOUR),
];

const card = (seckillSkuId: number, name: string, stock: number, sold: number): SeckillCard => ({
  seckillSkuId,
  activityId: 7,
  productId: 40 + seckillSkuId,
  skuId: 100 + seckillSkuId,
  name,
  specKey: '',
  image: null,
  price: '9.90',
  originalPrice: '29.00',
  total: stock + sold,
  stock,
  sold,
});
const goods = [card(1, '保温杯', 6, 4), card(2, '帆布袋', 0, 10)];

async function open() {
  vi.mocked(seckillApi.sessions).mockResolvedValue({ now: new Date(now).toISOString(), sessions });
  vi.mocked(seckillApi.goods).mockImplementation((_key, slotId) =>
    Promise.resolve({ session: sessions.find((s) => s.slotId === slotId)!, goods }),
  );
  render(<SeckillPage companyKey="sunrise" />);
  return screen.findAllByTestId('sf-seckill-goods');
}

afterEach(() => vi.clearAllMocks());

describe('<SeckillPage>', () => {
  it('chooses the running session, counts down to its end and offers what is left', async () => {
    const cards = await open();
    const slots = screen.getAllByTestId('sf-seckill-slot');
    expect(slots.map((s) => s.textContent)).toEqual(['05:00已结束', '10:00抢购中', '15:00即将开始']);
    expect(slots[1]?.getAttribute('aria-selected')).toBe('true');
    expect(seckillApi.goods).toHaveBeenCalledWith('sunrise', 2);
    const clock = screen.getByTestId('sf-seckill-clock');
    expect(clock.textContent).toMatch(/^已开抢距本场结束\d+:\d{2}:\d{2}$/);
    expect(within(cards[0]!).getByRole('link', { name: '马上抢' }).getAttribute('href')).toBe(
      '/h5/sunrise/product/41',
    );
    expect(within(cards[0]!).getByTestId('sf-seckill-sold').textContent).toBe('已抢 4 件 · 40%');
    expect(within(cards[0]!).getByText('¥29.00')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('link', { name: '马上抢' })).toBeNull();
    expect(within(cards[1]!).getByText('已抢光')).toBeTruthy();
  });

  it('shows a session to come with its countdown to the start, its goods not yet on sale', async () => {
    await open();
    fireEvent.click(screen.getAllByTestId('sf-seckill-slot')[2]!);
    const clock = await screen.findByText('距本场开始');
    expect(clock.parentElement?.getAttribute('data-state')).toBe('upcoming');
    const cards = screen.getAllByTestId('sf-seckill-goods');
    expect(cards.map((c) => within(c).queryByText('未开始') !== null)).toEqual([true, true]);
  });
});
