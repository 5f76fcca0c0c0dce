import { Tabs } from 'antd';
import { ActivitiesTab } from './ActivitiesTab.tsx';
import { useSeckillT } from './i18n.ts';
import { SlotsTab } from './SlotsTab.tsx';
import './seckill.css';

/** Marketing › seckill: activities (with their live sales) and the shop's daily slots. */
export default function SeckillPage() {
  const t = useSeckillT();
  return (
    <div data-testid="seckill-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'activities', label: t('tabs.activities'), children: <ActivitiesTab /> },
          { key: 'slots', label: t('tabs.slots'), children: <SlotsTab /> },
        ]}
      />
    </div>
  );
}
