import { Tag } from 'antd';
import { usePlatformT } from './i18n.ts';

export function EnabledTag({ enabled }: { enabled: boolean }) {
  const t = usePlatformT();
  return <Tag color={enabled ? 'green' : 'default'}>{t(enabled ? 'enabled' : 'disabled')}</Tag>;
}
