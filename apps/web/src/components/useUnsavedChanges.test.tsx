import { act, render } from '@testing-library/react';
import { Activity } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabs } from '../state/tabs.ts';
import { tabView } from '../state/testing.ts';
import { unsavedAmong } from '../state/unsaved.ts';
import { useUnsavedChanges, useWarnBeforeUnload } from './useUnsavedChanges.ts';

const PATH = '/goods/product/edit/1';

function Editor({ path, dirty }: { path: string; dirty: boolean }) {
  useUnsavedChanges(path, dirty);
  return null;
}

function Page({ dirty, shown = true }: { dirty: boolean; shown?: boolean }) {
  useWarnBeforeUnload();
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <Editor path={PATH} dirty={dirty} />
    </Activity>
  );
}

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

const keepAlive = (path: string) => useTabs.getState().add(tabView(path));

afterEach(() => useTabs.getState().reset());

describe('useUnsavedChanges', () => {
  it('marks the tab and asks before the page unloads only while there are edits', () => {
    const view = render(<Page dirty={false} />);
    expect(unsavedAmong([PATH])).toEqual([]);
    expect(leave()).toBe(false);

    view.rerender(<Page dirty />);
    expect(unsavedAmong([PATH, '/dashboard'])).toEqual([PATH]);
    expect(leave()).toBe(true);

    view.rerender(<Page dirty={false} />);
    expect(unsavedAmong([PATH])).toEqual([]);
    expect(leave()).toBe(false);

    view.rerender(<Page dirty />);
    view.unmount();
    expect(unsavedAmong([PATH])).toEqual([]);
    expect(leave()).toBe(false);
  });

  it('keeps the mark of a kept-alive tab while it is hidden, and drops it when the tab closes', () => {
    keepAlive(PATH);
    const view = render(<Page dirty />);
    view.rerender(<Page dirty shown={false} />);
    expect(unsavedAmong([PATH])).toEqual([PATH]);
    expect(leave()).toBe(true);

    act(() => useTabs.getState().close(PATH));
    expect(unsavedAmong([PATH])).toEqual([]);
    expect(leave()).toBe(false);
    view.unmount();
  });

  it('drops the mark when a shown kept-alive view goes with its tab', () => {
    keepAlive(PATH);
    const view = render(<Page dirty />);
    act(() => useTabs.getState().dropCached(PATH));
    view.unmount();
    expect(unsavedAmong([PATH])).toEqual([]);
  });
});
