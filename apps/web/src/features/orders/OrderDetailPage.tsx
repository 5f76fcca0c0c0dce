import { Result } from 'antd';

/** Registered for the menu table's orders screens; the order desk's web work replaces it. */
export default function OrderDetailPage() {
  return <Result status="info" title="订单详情" />;
}
