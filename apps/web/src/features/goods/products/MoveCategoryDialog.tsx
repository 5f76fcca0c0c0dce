import { Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../http/notify.ts';
import { CategoryCascader } from './CategoryCascader.tsx';
import { pickedCategory } from './categoryOptions.ts';
import { useProductT } from './i18n.ts';
import { moveToCategory } from './productApi.ts';
import { useCategories } from './queries.ts';

export interface MoveCategoryDialogProps {
  /** The products to move; null while closed. */
  ids: number[] | null;
  onClose(): void;
  onDone(): void;
}

/** Moves the selected products to one category. */
export function MoveCategoryDialog({ ids, onClose, onDone }: MoveCategoryDialogProps) {
  const t = useProductT();
  const [form] = Form.useForm<{ category: number[] | null }>();
  const [saving, setSaving] = useState(false);
  const categories = useCategories();

  useEffect(() => {
    if (ids) form.resetFields();
  }, [ids, form]);

  const submit = async ({ category }: { category: number[] | null }) => {
    const categoryId = pickedCategory(category);
    if (!ids || categoryId === undefined) return;
    setSaving(true);
    try {
      await moveToCategory(ids, categoryId);
      notifySuccess(t('done.moved'));
      onDone();
    } catch {
      // reported by the http client; the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={ids !== null}
      title={t('move.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      forceRender
      data-testid="move-dialog"
    >
      <p>{t('move.count', { count: ids?.length ?? 0 })}</p>
      <Form form={form} name="goodsProductMove" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="category"
          label={t('move.category')}
          rules={[{ required: true, message: t('move.categoryRequired') }]}
        >
          <CategoryCascader
            categories={categories.data ?? []}
            loading={categories.isLoading}
            testId="move-category"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
