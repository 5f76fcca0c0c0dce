import { describe, expect, it } from 'vitest';
import { paddedShift } from './scrollPadding.ts';

// A 300 px strip over a 1,000 px list (4 px padding at each end) of 100 px tabs.
const strip = { visible: 300, listWidth: 1000, tabWidth: 100, shift: 0 };

describe('paddedShift', () => {
  it('moves a tab antd scrolled flush to the right edge 4 px further in', () => {
    // antd shows the tab at 504–604 by translating the list by -304: its right edge touches the strip's.
    expect(paddedShift({ ...strip, tabLeft: 504, translate: -304 })).toBe(-4);
  });

  it('moves a tab antd scrolled flush to the left edge 4 px further in', () => {
    expect(paddedShift({ ...strip, tabLeft: 504, translate: -504 })).toBe(4);
  });

  it('leaves the first and the last tab to the list padding', () => {
    expect(paddedShift({ ...strip, tabLeft: 4, translate: 0 })).toBe(0);
    expect(paddedShift({ ...strip, tabLeft: 896, translate: -700 })).toBe(0);
  });

  it('keeps a shift while the newly active tab still fits, so the strip does not nudge', () => {
    expect(paddedShift({ ...strip, tabLeft: 404, translate: -304, shift: -4 })).toBe(-4);
  });

  it('never shifts the list past its ends', () => {
    expect(paddedShift({ ...strip, tabLeft: 104, translate: -104, shift: 0 })).toBe(4);
    expect(paddedShift({ ...strip, tabLeft: 2, translate: 0 })).toBe(0);
  });

  it('leaves a tab the person scrolled out of view alone', () => {
    expect(paddedShift({ ...strip, tabLeft: 504, translate: 0, shift: -4 })).toBe(0);
  });

  it('does nothing when a tab is wider than the strip less the padding', () => {
    expect(paddedShift({ ...strip, tabWidth: 296, tabLeft: 504, translate: -504 })).toBe(0);
  });
});
