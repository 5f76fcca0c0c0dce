import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quietly } from '../../lib/quietly.ts';
import { useDialogKeys } from '../form/dialogKeys.ts';
import type { CrudDialog as DialogState } from './useCrudDialog.ts';

interface CrudDialogProps<Row, Values> {
  /** The form's name, which prefixes its field ids (unique per list, as kept tabs stay in the page). */
  name?: string;
  dialog: DialogState<Row, Values>;
  item: string;
  width?: number;
  children: ReactNode;
}

export function CrudDialog<Row, Values>({
  name,
  dialog,
  item,
  width = 560,
  children,
}: CrudDialogProps<Row, Values>) {
  const { t } = useTranslation();
  const open = dialog.mode !== null;
  const submit = () => quietly(dialog.submit());
  const keys = useDialogKeys(open, submit);
  const title = t(dialog.mode === 'edit' ? 'crud.editTitle' : 'crud.addTitle', { name: item });
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      forceRender
      mask={{ closable: false }}
      onCancel={dialog.cancel}
      onOk={submit}
      afterOpenChange={keys.afterOpenChange}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={dialog.saving}
      className="hh-crud-dialog"
    >
      <div {...keys.body}>
        <Form
          form={dialog.form}
          name={name}
          layout="vertical"
          className="hh-crud-form"
          data-testid="crud-form"
        >
          {children}
        </Form>
      </div>
    </Modal>
  );
}
