import { Form, Input, Select } from 'antd';
import { UNGROUPED } from '../../components/media/api.ts';
import { useMediaT } from '../../components/media/i18n.ts';
import { useMediaGroups } from '../../components/media/useMediaGroups.ts';

/** Rename and move in one dialog: `PUT /api/localStorage {id, name, groupId}`. */
export function MediaFormFields() {
  const t = useMediaT();
  const { groups } = useMediaGroups();
  const options = [
    { value: UNGROUPED, label: t('groups.ungrouped') },
    ...groups.map((group) => ({ value: group.id, label: group.name })),
  ];
  return (
    <>
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
        className="hh-crud-wide"
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="groupId" label={t('group')} className="hh-crud-wide">
        <Select options={options} data-testid="media-form-group" />
      </Form.Item>
    </>
  );
}
