import { h5Paths } from '../../render/paths.ts';
import { useLoad } from '../../useLoad.ts';
import { shopperGroupBuy } from './api.ts';
import { words } from './words.ts';

/** A paid order's way to its group (the leader shares it from there); nothing for an order of no group. */
export function GroupOfOrder({ companyKey, orderId }: { companyKey: string; orderId: number }) {
  const loaded = useLoad(`${companyKey}/group-of/${orderId}`, () =>
    shopperGroupBuy.ofOrder(companyKey, orderId),
  );
  const group = loaded.state === 'done' ? loaded.data.content[0] : undefined;
  if (!group) return null;
  return (
    <a className="sf-primary" href={h5Paths.group(companyKey, group.id)} data-testid="sf-pay-group">
      {words.viewGroup}
    </a>
  );
}
