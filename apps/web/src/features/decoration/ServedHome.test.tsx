import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { ServedHome } from './ServedHome.tsx';
import type { PageRow } from './types.ts';

beforeAll(() => {
  initI18n();
});

const row = (isHome: boolean, publishedVersion: number | null) =>
  ({ id: 1, terminal: 2, isHome, publishedVersion }) as PageRow;

const said = () => screen.getByTestId('deco-served-home').textContent;

describe('<ServedHome>', () => {
  it("says the H5 shop serves the App's home while the H5 tab has no published home", () => {
    render(<ServedHome terminal={2} rows={[]} />);
    expect(said()).toContain('H5 商城现在显示 App 终端的首页');
  });

  it('says the H5 shop serves its own home once one is published', () => {
    const { unmount } = render(<ServedHome terminal={2} rows={[row(true, null)]} />);
    expect(said()).toContain('App 终端的首页');
    unmount();
    render(<ServedHome terminal={2} rows={[row(true, 1)]} />);
    expect(said()).toBe('H5 商城显示本终端已发布的首页');
  });

  it('says on the App tab that the H5 shop borrows its home, and nothing on the others', () => {
    const { unmount } = render(<ServedHome terminal={3} rows={[]} />);
    expect(said()).toBe('H5 商城没有自己的首页时，也显示这里的首页');
    unmount();
    render(<ServedHome terminal={4} rows={[]} />);
    expect(screen.queryByTestId('deco-served-home')).toBeNull();
  });
});
