import { Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../http/fieldErrors.ts';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { useDialogKeys } from '../form/dialogKeys.ts';
import { SortField } from '../form/SortField.tsx';
import { TextField } from '../form/TextField.tsx';
import { type MediaGroup, saveGroup } from './api.ts';
import { useMediaT } from './i18n.ts';

interface GroupDialogProps {
  /** The group being edited, `'new'` to add one, null when closed. */
  group: MediaGroup | 'new' | null;
  onClose(): void;
  onSaved(group: MediaGroup): void;
}

type GroupForm = Omit<MediaGroup, 'id'>;

export function GroupDialog({ group, onClose, onSaved }: GroupDialogProps) {
  const { t } = useTranslation();
  const mt = useMediaT();
  const [form] = Form.useForm<GroupForm>();
  const [saving, setSaving] = useState(false);
  const editing = group !== null && group !== 'new' ? group : null;

  useEffect(() => {
    if (group === null) return;
    form.resetFields();
    form.setFieldsValue(editing ? { name: editing.name, sort: editing.sort } : { name: '', sort: 0 });
  }, [group, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    let saved: MediaGroup;
    try {
      saved = await saveGroup({ ...values, name: values.name.trim(), id: editing?.id });
    } catch (error) {
      applyFieldErrors(form, error);
      return;
    } finally {
      setSaving(false);
    }
    notifySuccess(t(editing ? 'common.editSucceeded' : 'common.addSucceeded'));
    onSaved(saved);
  };

  const keys = useDialogKeys(group !== null, () => quietly(submit()));
  return (
    <Modal
      open={group !== null}
      title={mt(editing ? 'groups.edit' : 'groups.add')}
      onCancel={onClose}
      afterOpenChange={keys.afterOpenChange}
      onOk={() => quietly(submit())}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      forceRender
      width={420}
    >
      <div {...keys.body}>
        <Form form={form} name="mediaGroup" layout="vertical" data-testid="media-group-form">
          <TextField
            name="name"
            label={mt('groups.name')}
            required={mt('groups.nameRequired')}
            maxLength={40}
          />
          <SortField label={mt('groups.sort')} />
        </Form>
      </div>
    </Modal>
  );
}
