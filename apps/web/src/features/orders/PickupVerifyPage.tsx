import { Result } from 'antd';

/** Registered for the menu table's orders screens; the order desk's web work replaces it. */
export default function PickupVerifyPage() {
  return <Result status="info" title="核销订单" />;
}
