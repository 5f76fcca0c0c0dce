import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unsavedAmong } from '../state/unsaved.ts';
import { useUnsavedChanges } from './useUnsavedChanges.ts';

function Editor({ path, dirty }: { path: string; dirty: boolean }) {
  useUnsavedChanges(path, dirty);
  return null;
}

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChanges', () => {
  it('marks the tab and asks before the page unloads only while there are edits', () => {
    const view = render(<Editor path="/goods/product/edit/1" dirty={false} />);
    expect(unsavedAmong(['/goods/product/edit/1'])).toEqual([]);
    expect(leave()).toBe(false);

    view.rerender(<Editor path="/goods/product/edit/1" dirty />);
    expect(unsavedAmong(['/goods/product/edit/1', '/dashboard'])).toEqual(['/goods/product/edit/1']);
    expect(leave()).toBe(true);

    view.unmount();
    expect(unsavedAmong(['/goods/product/edit/1'])).toEqual([]);
    expect(leave()).toBe(false);
  });
});
