import { render, screen, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { FullPageSpin } from './FullPageSpin.tsx';
import { tableLoading } from './tableLoading.ts';

describe('loading indicators wait 50 ms before they show', () => {
  it('a table shows no spinner for a quick answer, and one once the wait outlasts 50 ms', async () => {
    const { container } = render(<Table dataSource={[]} columns={[]} loading={tableLoading(true)} />);
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
  });

  it('the whole-page spinner fades in only after 50 ms', () => {
    render(<FullPageSpin />);
    expect(screen.getByRole('progressbar').style.animationDelay).toBe('50ms');
  });
});
