import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { usePermission } from '../../components/usePermission.ts';
import { fetchPickupStores } from './api.ts';
import { useOrdersT } from './i18n.ts';
import { BIND_STORES_PERMISSION, STAFF_PATH } from './permissions.ts';

/** Which stores' pickups this person verifies; bound to none, where someone allowed to binds one. */
export function PickupStoresNote() {
  const t = useOrdersT();
  const canBind = usePermission(BIND_STORES_PERMISSION);
  const { data } = useQuery({ queryKey: ['orders', 'verify', 'stores'], queryFn: fetchPickupStores });
  if (!data || data.allStores) return null;
  if (data.stores.length > 0) {
    const stores = data.stores.map((s) => s.name).join('、');
    return <Alert type="info" title={t('verify.myStores', { stores })} data-testid="verify-my-stores" />;
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t('verify.noStore')}
      description={
        canBind ? (
          <Link to={STAFF_PATH} data-testid="verify-bind-stores">
            {t('verify.bindStores')}
          </Link>
        ) : (
          t('verify.noStoreAsk')
        )
      }
      data-testid="verify-no-store"
    />
  );
}
