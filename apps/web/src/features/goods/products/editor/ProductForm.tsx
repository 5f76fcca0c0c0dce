import { goodsProductsContract } from '@hh/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, type FormInstance, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTabTitle } from '../../../../components/useTabTitle.ts';
import { useUnsavedChanges } from '../../../../components/useUnsavedChanges.ts';
import { isApiError } from '../../../../http/ApiError.ts';
import { http } from '../../../../http/client.ts';
import { applyFieldErrors } from '../../../../http/fieldErrors.ts';
import { notifySuccess } from '../../../../http/notify.ts';
import { useTabs } from '../../../../state/tabs.ts';
import { PRODUCT_URL } from '../../api.ts';
import { BasicSection } from './BasicSection.tsx';
import { DescriptionSection } from './DescriptionSection.tsx';
import { type EditorValues, formFieldPath, toBody } from './formValues.ts';
import { useEditorT } from './i18n.ts';
import { en, zh } from './locales.ts';
import { MediaSection } from './MediaSection.tsx';
import { SpecSection } from './SpecSection.tsx';

const PRODUCT_LIST_PATH = '/goods/product';
const ADD_PATH = `${PRODUCT_LIST_PATH}/add`;
const editPath = (id: number) => `${PRODUCT_LIST_PATH}/edit/${id}`;

export interface ProductFormProps {
  initialValues: EditorValues;
  /** Undefined while adding. */
  productId?: number;
}

/** The whole product on one page; saving stays on the product (a new one opens as its edit tab). */
export function ProductForm({ initialValues, productId }: ProductFormProps) {
  const t = useEditorT();
  const { t: common } = useTranslation();
  const [form] = Form.useForm<EditorValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [savedName, setSavedName] = useState(initialValues.name);
  useUnsavedChanges(productId === undefined ? ADD_PATH : editPath(productId), dirty);
  useTabTitle(
    productId === undefined ? zh.addTitle : savedName,
    productId === undefined ? en.addTitle : savedName,
  );

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      form.scrollToField(form.getFieldsError().find((field) => field.errors.length > 0)?.name ?? 'name', {
        block: 'center',
      });
      return;
    }
    const body = toBody(form.getFieldsValue(true) as EditorValues);
    setSaving(true);
    try {
      const saved =
        productId === undefined
          ? await http.post(PRODUCT_URL, goodsProductsContract.saved, body)
          : await http.put(PRODUCT_URL, goodsProductsContract.saved, { ...body, id: productId });
      setDirty(false);
      setSavedName(saved.name);
      await queryClient.invalidateQueries({ queryKey: ['goodsEditor'] });
      void queryClient.invalidateQueries({ queryKey: ['goods'] });
      if (productId === undefined) {
        notifySuccess(t('created'));
        navigate(editPath(saved.id), { replace: true });
        useTabs.getState().close(ADD_PATH);
      } else {
        notifySuccess(t('saved'));
      }
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) {
        const paths: FormInstance = form;
        applyFieldErrors(paths, error, formFieldPath);
        const first = error.errors[0];
        if (first) form.scrollToField(formFieldPath(first.field), { block: 'center' });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<EditorValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => setDirty(true)}
      className="hh-product-editor"
      data-testid="product-editor"
    >
      <BasicSection />
      <MediaSection />
      <DescriptionSection />
      <SpecSection />
      <div className="hh-editor-footer">
        {dirty && (
          <Tag color="warning" data-testid="editor-dirty">
            {t('unsaved')}
          </Tag>
        )}
        <Space>
          <Button onClick={() => navigate(PRODUCT_LIST_PATH)}>{common('common.back')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="editor-save">
            {common('common.save')}
          </Button>
        </Space>
      </div>
    </Form>
  );
}
