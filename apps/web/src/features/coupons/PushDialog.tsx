import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useDictNumbers } from '../../components/dict/useDictNumbers.ts';
import { useDebounced } from '../../components/useDebounced.ts';
import { isApiError } from '../../http/ApiError.ts';
import { notifySuccess } from '../../http/notify.ts';
import { type IssueRow, type PushTarget, pushCoupons, searchMembers } from './api.ts';
import { useCouponsT } from './i18n.ts';

interface PushDialogProps {
  issue: IssueRow | null;
  onClose(): void;
  onDone(): Promise<void>;
}

/**
 * Pushes one coupon of a push issue to each chosen member, or to every active member of the chosen
 * levels (none chosen: all); those refused are listed with why.
 */
export function PushDialog({ issue, onClose, onDone }: PushDialogProps) {
  const t = useCouponsT();
  const [to, setTo] = useState<'members' | 'levels'>('members');
  const [memberIds, setMemberIds] = useState<number[]>([]);
  const [levels, setLevels] = useState<number[]>([]);
  const levelOptions = useDictNumbers('member_level');
  const [search, setSearch] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const blurry = useDebounced(search, 300);
  const found = useQuery({
    queryKey: ['coupons', 'members', blurry],
    queryFn: () => searchMembers(blurry),
    enabled: issue !== null,
  });
  const close = () => {
    setTo('members');
    setMemberIds([]);
    setLevels([]);
    setRefused([]);
    onClose();
  };
  const submit = async () => {
    if (!issue || (to === 'members' && memberIds.length === 0)) return;
    const target: PushTarget = to === 'members' ? { memberIds } : { levels };
    setSaving(true);
    try {
      const answer = await pushCoupons(issue.id, target);
      notifySuccess(t('pushDialog.given', { count: answer.given.length }));
      setRefused(answer.refused.map((r) => `#${r.memberId}: ${r.reason}`));
      setMemberIds([]);
      await onDone();
    } catch (error) {
      if (isApiError(error)) setRefused([error.message]);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={issue !== null}
      title={t('pushDialog.title')}
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={saving}
      data-testid="coupon-push-dialog"
    >
      <Form layout="vertical">
        <Form.Item label={t('pushDialog.to')}>
          <Radio.Group
            value={to}
            onChange={(e) => setTo(e.target.value as 'members' | 'levels')}
            options={[
              { value: 'members', label: t('pushDialog.toMembers') },
              { value: 'levels', label: t('pushDialog.toLevels') },
            ]}
            data-testid="coupon-push-to"
          />
        </Form.Item>
        {to === 'levels' ? (
          <Form.Item label={t('pushDialog.levels')} extra={t('pushDialog.levelsHint')}>
            <Select
              mode="multiple"
              allowClear
              value={levels}
              onChange={setLevels}
              options={levelOptions}
              data-testid="coupon-push-levels"
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('pushDialog.members')}>
            <Select
              mode="multiple"
              value={memberIds}
              onChange={setMemberIds}
              showSearch={{ filterOption: false, onSearch: setSearch }}
              placeholder={t('pushDialog.membersHint')}
              loading={found.isLoading}
              options={(found.data?.content ?? []).map((m) => ({
                value: m.uid,
                label: `${m.nickname}${m.phone ? ` ${m.phone}` : ''}`,
              }))}
              data-testid="coupon-push-members"
            />
          </Form.Item>
        )}
      </Form>
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('pushDialog.refused')}
          description={refused.map((line) => <div key={line}>{line}</div>)}
          data-testid="coupon-push-refused"
        />
      )}
    </Modal>
  );
}
