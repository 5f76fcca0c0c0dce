import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import * as api from './api.ts';
import { SpreadDialog } from './SpreadDialog.tsx';
import { member, withQuery } from './testing.tsx';

vi.mock('./api.ts', () => ({
  fetchMember: vi.fn(),
  searchMembers: vi.fn(),
  setSpread: vi.fn(),
}));

const promoter = member({ uid: 5, nickname: '李强' });
const child = member({ uid: 10, nickname: '王芳', spreadUid: 5 });

beforeAll(() => {
  initI18n();
});

beforeEach(() => {
  vi.mocked(api.fetchMember).mockReset().mockResolvedValue(promoter);
  vi.mocked(api.searchMembers)
    .mockReset()
    .mockResolvedValue({ content: [promoter], totalElements: 1 });
  vi.mocked(api.setSpread)
    .mockReset()
    .mockImplementation(async (uid, spreadUid) => member({ uid, spreadUid: spreadUid || null }));
});

function open(onDone = vi.fn()) {
  render(withQuery(<SpreadDialog member={child} onClose={vi.fn()} onDone={onDone} />));
  return onDone;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'OK' }));

describe('<SpreadDialog>', () => {
  it('shows the current promoter', async () => {
    open();
    await waitFor(() => expect(screen.getByTestId('spread-current').textContent).toBe('李强（ID 5）'));
  });

  it('keeps the current promoter when submitted unchanged', async () => {
    const onDone = open();
    await screen.findByTestId('spread-form');
    submit();
    await waitFor(() => expect(api.setSpread).toHaveBeenCalledWith(10, 5));
    expect(onDone).toHaveBeenCalled();
  });

  it('sends 0 to clear the promoter after the clear button', async () => {
    const onDone = open();
    fireEvent.click(await screen.findByTestId('spread-clear'));
    submit();
    await waitFor(() => expect(api.setSpread).toHaveBeenCalledWith(10, 0));
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ uid: 10, spreadUid: null }));
  });

  it('sends 0 when the picker is emptied with its clear icon', async () => {
    open();
    await waitFor(() => expect(screen.getByTitle('李强（ID 5） · 13800001010')).toBeTruthy());
    const clearIcon = document.querySelector('[data-testid=member-picker] .ant-select-clear');
    expect(clearIcon).toBeTruthy();
    fireEvent.mouseDown(clearIcon as Element);
    fireEvent.click(clearIcon as Element);
    submit();
    await waitFor(() => expect(api.setSpread).toHaveBeenCalledWith(10, 0));
  });

  it('shows the server refusal and stays open', async () => {
    const { ApiError } = await import('../../http/ApiError.ts');
    vi.mocked(api.setSpread).mockRejectedValueOnce(new ApiError('status', '不能形成推广循环', 400));
    const onDone = open();
    await screen.findByTestId('spread-form');
    submit();
    expect((await screen.findByTestId('spread-error')).textContent).toContain('不能形成推广循环');
    expect(onDone).not.toHaveBeenCalled();
  });
});
