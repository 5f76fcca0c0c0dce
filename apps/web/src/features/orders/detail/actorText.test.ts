import { describe, expect, it } from 'vitest';
import { actorText } from './actorText.ts';

describe('the actor of a timeline line', () => {
  it('names the system once', () => {
    expect(actorText({ actorKind: 'system', actorName: 'system' }, '系统')).toBe('系统');
    expect(actorText({ actorKind: 'system', actorName: 'system' }, 'System')).toBe('System');
  });

  it('names staff and buyers by label and name', () => {
    expect(actorText({ actorKind: 'staff', actorName: 'admin' }, '员工')).toBe('员工 · admin');
    expect(actorText({ actorKind: 'shopper', actorName: '小王' }, 'Buyer')).toBe('Buyer · 小王');
  });

  it('shows the label alone when no name was kept', () => {
    expect(actorText({ actorKind: 'staff', actorName: '' }, '员工')).toBe('员工');
  });
});
