import { Result } from 'antd';

/** Registered for the menu table's orders screens; the order desk's web work replaces it. */
export default function OrderListPage() {
  return <Result status="info" title="订单列表" />;
}
