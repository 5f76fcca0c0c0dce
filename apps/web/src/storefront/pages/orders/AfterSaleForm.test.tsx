import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../request.ts';
import { AfterSaleForm, type AfterSaleFormProps } from './AfterSaleForm.tsx';
import type { Picture } from './api.ts';
import { openForAfterSale, twoCups } from './testing.ts';

const refundable = openForAfterSale(
  'O7',
  [
    twoCups(1),
    {
      orderLineId: 2,
      productName: '杯垫',
      skuLabel: '',
      picture: null,
      unitPrice: '5.00',
      quantity: 1,
      refundableQuantity: 1,
      refundableAmount: '5.00',
    },
  ],
  { freight: '0.00', total: '65.00' },
);

const reasons = [
  { value: 'quality', label: '质量问题' },
  { value: 'other', label: '其他' },
];

function form(props: Partial<AfterSaleFormProps> = {}) {
  const quote = vi.fn(async (lines: { orderLineId: number; quantity: number }[]) => {
    const goods = lines.reduce((sum, l) => sum + (l.orderLineId === 1 ? 30 : 5) * l.quantity, 0);
    return { lines: [], goods: goods.toFixed(2), freight: '0.00', total: goods.toFixed(2) };
  });
  const submit = vi.fn(async () => undefined);
  const upload = vi.fn(async (): Promise<Picture> => ({ id: 41, url: '/file/a.png' }));
  render(
    <AfterSaleForm
      refundable={refundable}
      reasons={reasons}
      lineId={1}
      quote={quote}
      upload={upload}
      submit={submit}
      {...props}
    />,
  );
  return { quote, submit, upload };
}

const quoted = () => screen.getByTestId('sf-refund-quote');

describe('asking for a refund', () => {
  it('starts with every refundable piece of the line tapped, and shows the server’s quote as it changes', async () => {
    const { quote } = form();
    await waitFor(() => expect(quoted().textContent).toBe('¥60.00'));
    expect(quote).toHaveBeenLastCalledWith([{ orderLineId: 1, quantity: 2 }]);
    fireEvent.click(screen.getByRole('button', { name: '减少 保温杯' }));
    await waitFor(() => expect(quoted().textContent).toBe('¥30.00'));
    fireEvent.click(screen.getByRole('button', { name: '增加 杯垫' }));
    await waitFor(() => expect(quoted().textContent).toBe('¥35.00'));
    // No more than the line may still get back.
    expect(screen.getByRole('button', { name: '增加 杯垫' })).toHaveProperty('disabled', true);
  });

  it('names a missing reason at its field and sends nothing', async () => {
    const { submit } = form();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请选择退款原因');
    expect(screen.getByLabelText('退款原因').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the kind, lines, reason, explanation and the uploaded pictures', async () => {
    let progress: (percent: number) => void = () => undefined;
    let finish: (picture: Picture) => void = () => undefined;
    const upload = vi.fn(
      (_file: File, onProgress: (percent: number) => void) =>
        new Promise<Picture>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const { submit } = form({ upload });
    fireEvent.click(screen.getByLabelText(/退货退款/));
    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: 'quality' } });
    fireEvent.change(screen.getByLabelText('补充说明'), { target: { value: '  杯盖漏水  ' } });
    const file = new File(['x'], 'leak.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/添加图片/), { target: { files: [file] } });
    act(() => progress(40));
    expect(screen.getByText('上传中 40%')).toBeTruthy();
    // The form waits for the picture.
    expect(screen.getByRole('button', { name: '提交申请' })).toHaveProperty('disabled', true);
    await act(async () => finish({ id: 41, url: '/file/leak.png' }));
    expect(screen.getByAltText('leak.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({
      type: 'returnRefund',
      lines: [{ orderLineId: 1, quantity: 2 }],
      reason: 'quality',
      explanation: '杯盖漏水',
      pictureIds: [41],
    });
  });

  it('shows the server’s refusal at the field it names', async () => {
    const submit = vi.fn(async () => {
      throw new RequestError(400, '原因不可用', { reason: '原因不可用' });
    });
    form({ submit });
    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByRole('alert')).textContent).toBe('原因不可用');
    expect(screen.getByLabelText('退款原因').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers refund only while the goods have not left the shop', () => {
    form({ refundable: { ...refundable, types: ['refund'] } });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['refund']);
  });
});
