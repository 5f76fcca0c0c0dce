import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLinkChoice } from './useLinkChoice.ts';

type Link = { kind: 'home' } | { kind: 'product'; id: number } | { kind: 'url'; url: string };

function picker(value: { link: Link; linkName: string | null } | null) {
  const onPick = vi.fn();
  const hook = renderHook(() =>
    useLinkChoice<Link>({
      value,
      firstTab: 'product',
      urlOf: (link) => (link.kind === 'url' ? link.url : undefined),
      urlProblem: (text) => (text.trim().startsWith('https://') ? null : '请输入 https 地址'),
      urlLink: (url) => ({ kind: 'url', url }),
      fixed: (tab) => (tab === 'home' ? { kind: 'home' } : null),
      onPick,
    }),
  );
  return { hook, onPick };
}

describe('useLinkChoice', () => {
  it('opens on the held link, takes a choice only on its own tab, and a fixed tab by being shown', () => {
    const { hook, onPick } = picker({ link: { kind: 'product', id: 7 }, linkName: '白色T恤' });
    expect(hook.result.current.tab).toBe('product');
    expect(hook.result.current.idOf('product')).toBe(7);
    act(() => hook.result.current.setTab('url'));
    expect(hook.result.current.picked).toBeNull();
    act(() => hook.result.current.setTab('home'));
    expect(hook.result.current.canConfirm).toBe(true);
    act(() => hook.result.current.confirm());
    expect(onPick).toHaveBeenLastCalledWith({ link: { kind: 'home' }, linkName: null });
  });

  it('checks a typed address on OK, and again as it is corrected', () => {
    const { hook, onPick } = picker({ link: { kind: 'url', url: 'http://a.cn' }, linkName: null });
    expect(hook.result.current.tab).toBe('url');
    expect(hook.result.current.url.value).toBe('http://a.cn');
    expect(hook.result.current.picked).toBeNull();
    act(() => hook.result.current.confirm());
    expect(hook.result.current.url.error).toBe('请输入 https 地址');
    expect(onPick).not.toHaveBeenCalled();
    act(() => hook.result.current.url.onChange(' https://a.cn '));
    expect(hook.result.current.url.error).toBeNull();
    act(() => hook.result.current.url.onEnter());
    expect(onPick).toHaveBeenCalledWith({ link: { kind: 'url', url: 'https://a.cn' }, linkName: null });
  });
});
