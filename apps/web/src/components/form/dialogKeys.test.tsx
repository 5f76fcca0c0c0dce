import { fireEvent, render } from '@testing-library/react';
import { Input, Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useDialogKeys } from './dialogKeys.ts';

function Dialog({ submit }: { submit: () => void }) {
  const keys = useDialogKeys(true, submit);
  return (
    <div {...keys.body}>
      <Input aria-label="name" />
      <Select mode="tags" aria-label="values" open={false} />
    </div>
  );
}

describe('Enter in a dialog', () => {
  it('submits from a one-line field', () => {
    const submit = vi.fn();
    const view = render(<Dialog submit={submit} />);
    fireEvent.keyDown(view.getByLabelText('name'), { key: 'Enter', keyCode: 13 });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('is left to a tags input, which adds the typed value (the spec template values)', () => {
    const submit = vi.fn();
    const view = render(<Dialog submit={submit} />);
    fireEvent.keyDown(view.getByLabelText('values'), { key: 'Enter', keyCode: 13 });
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('focus when a dialog has opened', () => {
  it('goes to the first field, unless the person is already in one', () => {
    let afterOpen: (opened: boolean) => void = () => undefined;
    function Opened() {
      const keys = useDialogKeys(false, () => undefined);
      afterOpen = keys.afterOpenChange;
      return (
        <div {...keys.body}>
          <Input aria-label="first" />
          <Input aria-label="second" />
        </div>
      );
    }
    const view = render(<Opened />);
    afterOpen(true);
    expect(document.activeElement).toBe(view.getByLabelText('first'));
    view.getByLabelText('second').focus();
    afterOpen(true);
    expect(document.activeElement).toBe(view.getByLabelText('second'));
  });
});
