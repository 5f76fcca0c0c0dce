import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('fileNameOf', () => {
  it('prefers the RFC 5987 name over the ASCII fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="members-data_2026-11-24.xlsx"; filename*=UTF-8''%E4%BC%9A%E5%91%98%E5%88%97%E8%A1%A8%E6%95%B0%E6%8D%AE_2026-11-24.xlsx`,
      ),
    ).toBe('会员列表数据_2026-11-24.xlsx');
  });

  it('takes the plain name when there is no encoded one, and nothing without a header', () => {
    expect(fileNameOf('attachment; filename="members-data_2026-11-24.xlsx"')).toBe(
      'members-data_2026-11-24.xlsx',
    );
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf(`attachment; filename="x.xlsx"; filename*=UTF-8''%E4%ZZ`)).toBe('x.xlsx');
    expect(fileNameOf(null)).toBeUndefined();
  });
});
