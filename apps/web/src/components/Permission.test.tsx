import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/state.ts';
import { Permission } from './Permission.tsx';

afterEach(() => useSession.setState({ roles: [] }));

describe('<Permission>', () => {
  it('renders its children when one listed role matches', () => {
    useSession.setState({ roles: ['user:list', 'user:add'] });
    render(
      <Permission roles={['admin', 'user:add']}>
        <button type="button">add</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
  });

  it('removes its children when no role matches', () => {
    useSession.setState({ roles: ['user:list'] });
    const { container } = render(
      <Permission roles={['admin']}>
        <button type="button">delete</button>
      </Permission>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('follows role changes', () => {
    useSession.setState({ roles: [] });
    const { rerender } = render(
      <Permission roles={['admin']}>
        <span>secret</span>
      </Permission>,
    );
    expect(screen.queryByText('secret')).toBeNull();
    useSession.setState({ roles: ['admin'] });
    rerender(
      <Permission roles={['admin']}>
        <span>secret</span>
      </Permission>,
    );
    expect(screen.getByText('secret')).toBeTruthy();
  });

  it('throws the usage error on an empty list', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Permission roles={[]}>
          <span>x</span>
        </Permission>,
      ),
    ).toThrow('usage: v-permission=[...]');
    spy.mockRestore();
  });
});
