import { Tabs } from 'antd';
import { ActivitiesTab } from './ActivitiesTab.tsx';
import { useBargainT } from './i18n.ts';
import { ParticipantsTab } from './ParticipantsTab.tsx';

/** Marketing › bargain: the activities, and the members' bargains with their helpers. */
export default function BargainPage() {
  const t = useBargainT();
  return (
    <div data-testid="bargain-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'activities', label: t('tabs.activities'), children: <ActivitiesTab /> },
          { key: 'participants', label: t('tabs.participants'), children: <ParticipantsTab /> },
        ]}
      />
    </div>
  );
}
