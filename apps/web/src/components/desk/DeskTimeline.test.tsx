import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { DeskTimeline } from './DeskTimeline.tsx';

beforeAll(() => initI18n());

const at = (iso: string, id: number, action: string) => ({
  id,
  action,
  message: action,
  createdAt: iso,
  who: id === 1 ? '系统' : '员工 · 张三',
});

describe('<DeskTimeline>', () => {
  it('lists the newest first, the later line first within one moment, with who did it', () => {
    render(
      <DeskTimeline
        entries={[
          at('2026-11-01T08:00:00Z', 1, 'create'),
          at('2026-11-02T08:00:00Z', 2, 'pay'),
          at('2026-11-02T08:00:00Z', 3, 'ship'),
        ]}
        who={(entry) => entry.who}
        testId="order-timeline"
      />,
    );
    const actions = [...screen.getByTestId('order-timeline').querySelectorAll('[data-action]')].map((node) =>
      node.getAttribute('data-action'),
    );
    expect(actions).toEqual(['ship', 'pay', 'create']);
    expect(screen.getByTestId('order-timeline').textContent).toContain('员工 · 张三 · ');
  });
});
