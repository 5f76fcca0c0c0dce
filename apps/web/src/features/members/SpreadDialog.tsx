import { Alert, Button, Descriptions, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useDialogKeys } from '../../components/form/dialogKeys.ts';
import { isApiError } from '../../http/ApiError.ts';
import { notifySuccess } from '../../http/notify.ts';
import { type Member, setSpread } from './api.ts';
import { useMembersT } from './i18n.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { useMember } from './queries.ts';

interface SpreadValues {
  spreadUid?: number;
}

export interface SpreadDialogProps {
  member: Member | null;
  onClose(): void;
  onDone(member: Member): void;
}

/** Sets a member's promoter, or clears it (sent as 0) when the choice is emptied. */
export function SpreadDialog({ member, onClose, onDone }: SpreadDialogProps) {
  const t = useMembersT();
  const [form] = Form.useForm<SpreadValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const promoter = useMember(member?.spreadUid);

  useEffect(() => {
    if (!member) return;
    form.setFieldValue('spreadUid', member.spreadUid ?? undefined);
    setFailure('');
  }, [member, form]);

  const submit = async (values: SpreadValues) => {
    if (!member) return;
    setSaving(true);
    setFailure('');
    try {
      const saved = await setSpread(member.uid, values.spreadUid ?? 0);
      notifySuccess(t(saved.spreadUid ? 'spread.set' : 'spread.cleared'));
      onDone(saved);
    } catch (error) {
      if (isApiError(error)) setFailure(error.message);
    } finally {
      setSaving(false);
    }
  };

  const current = member?.spreadUid
    ? t('memberName', { name: promoter.data?.nickname ?? '…', uid: member.spreadUid })
    : t('spread.none');

  const keys = useDialogKeys(member !== null, () => form.submit());
  return (
    <Modal
      open={member !== null}
      afterOpenChange={keys.afterOpenChange}
      title={t('spread.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      forceRender
      data-testid="spread-dialog"
    >
      {member && (
        <Descriptions size="small" column={1} className="hh-member-dialog-head">
          <Descriptions.Item label={t('fields.member')}>
            {t('memberName', { name: member.nickname, uid: member.uid })}
          </Descriptions.Item>
          <Descriptions.Item label={t('spread.current')}>
            <span data-testid="spread-current">{current}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
      {failure && (
        <Alert type="error" showIcon title={failure} className="hh-member-alert" data-testid="spread-error" />
      )}
      <div {...keys.body}>
        <Form form={form} name="memberSpread" layout="vertical" onFinish={submit} data-testid="spread-form">
          <Form.Item label={t('spread.promoter')} extra={t('spread.hint')}>
            <div className="hh-spread-row">
              <Form.Item name="spreadUid" noStyle>
                <MemberPicker
                  excludeUid={member?.uid ?? 0}
                  selected={member?.spreadUid ? promoter.data : undefined}
                  placeholder={t('spread.placeholder')}
                />
              </Form.Item>
              <Button onClick={() => form.setFieldValue('spreadUid', undefined)} data-testid="spread-clear">
                {t('spread.clear')}
              </Button>
            </div>
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
