import type { TabsRef } from 'antd';
import { type RefObject, useEffect } from 'react';
import { paddedShift } from './scrollPadding.ts';

const TRANSLATE_X = /translate\((-?[\d.]+)px/;

/** antd's translation of the list, from the inline transform it writes. */
function antdTranslate(list: HTMLElement): number {
  const match = TRANSLATE_X.exec(list.style.transform);
  return match ? Number(match[1]) : 0;
}

/** The shift written before, from the list's `translate` property. */
function currentShift(list: HTMLElement): number {
  return Number.parseFloat(list.style.translate) || 0;
}

/**
 * Keeps the active tab of the antd `tabs` the spec's padding away from the strip's edges, measured when
 * the active key changes and when the strip is resized. It does not watch the list's mutations: that
 * re-ran while a tab's context menu opened and kept the menu from settling.
 */
export function useTabScrollPadding(
  tabs: RefObject<TabsRef | null>,
  activeKey: string,
  menuOpen: boolean,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active key is what makes antd scroll, so it is when to measure again
  useEffect(() => {
    // A tab's context menu is anchored to the tab: the strip holds still while one is open.
    if (menuOpen) return;
    const wrap = tabs.current?.nativeElement?.querySelector<HTMLElement>(
      ':scope > .ant-tabs-nav .ant-tabs-nav-wrap',
    );
    const list = wrap?.querySelector<HTMLElement>(':scope > .ant-tabs-nav-list');
    if (!wrap || !list) return;

    const update = () => {
      const active = list.querySelector<HTMLElement>(':scope > .ant-tabs-tab-active');
      let shift = 0;
      if (active) {
        const listBox = list.getBoundingClientRect();
        const tabBox = active.getBoundingClientRect();
        shift = paddedShift({
          visible: wrap.clientWidth,
          listWidth: list.offsetWidth,
          tabLeft: tabBox.left - listBox.left,
          tabWidth: tabBox.width,
          translate: antdTranslate(list),
          shift: currentShift(list),
        });
      }
      const next = shift ? `${shift}px` : '';
      if (list.style.translate !== next) list.style.translate = next;
    };

    // antd scrolls the list to the new active tab in its own effect: measure after it has.
    update();
    const frame = requestAnimationFrame(update);
    const settled = window.setTimeout(update, 350);
    const sizes = new ResizeObserver(update);
    sizes.observe(wrap);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(settled);
      sizes.disconnect();
    };
  }, [tabs, activeKey, menuOpen]);
}
