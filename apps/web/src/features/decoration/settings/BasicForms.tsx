import { DECO_NOTICE_MAX, DECO_TITLE_MAX } from '@hh/shared';
import { Input, InputNumber, Radio, Switch } from 'antd';
import { lazy, Suspense } from 'react';
import { useDecoT } from '../i18n.ts';
import { DecoLinkField } from '../link/DecoLinkField.tsx';
import { ColorField, Field, ItemList } from './fields.tsx';
import type { FormProps } from './formTypes.ts';

const RichTextEditor = lazy(() => import('../../../components/richText/RichTextEditor.tsx'));

export function SearchForm({ component, onChange }: FormProps<'search'>) {
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.placeholder')} field="placeholder">
        <Input
          value={component.placeholder}
          maxLength={30}
          onChange={(e) => onChange({ ...component, placeholder: e.target.value }, 'placeholder')}
          data-testid="deco-field-placeholder"
        />
      </Field>
      <Field label={t('fields.shape')}>
        <Radio.Group
          optionType="button"
          value={component.shape}
          onChange={(e) => onChange({ ...component, shape: e.target.value })}
          options={[
            { value: 'round', label: t('fields.round') },
            { value: 'square', label: t('fields.square') },
          ]}
        />
      </Field>
      <Field label={t('fields.sticky')}>
        <Switch checked={component.sticky} onChange={(sticky) => onChange({ ...component, sticky })} />
      </Field>
    </>
  );
}

export function TitleForm({ component, onChange }: FormProps<'title'>) {
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.text')} field="text" required>
        <Input
          value={component.text}
          maxLength={DECO_TITLE_MAX}
          showCount
          onChange={(e) => onChange({ ...component, text: e.target.value }, 'text')}
          data-testid="deco-field-title-text"
        />
      </Field>
      <Field label={t('fields.subtitle')} field="subtitle">
        <Input
          value={component.subtitle}
          maxLength={60}
          onChange={(e) => onChange({ ...component, subtitle: e.target.value }, 'subtitle')}
        />
      </Field>
      <Field label={t('fields.align')}>
        <Radio.Group
          optionType="button"
          value={component.align}
          onChange={(e) => onChange({ ...component, align: e.target.value })}
          options={[
            { value: 'left', label: t('fields.left') },
            { value: 'center', label: t('fields.center') },
          ]}
        />
      </Field>
      <Field label={t('fields.moreText')} field="moreText">
        <Input
          value={component.moreText}
          maxLength={10}
          onChange={(e) => onChange({ ...component, moreText: e.target.value }, 'moreText')}
        />
      </Field>
      <Field label={t('fields.moreLink')} field="moreLink">
        <DecoLinkField
          value={component.moreLink}
          onChange={(moreLink) => onChange({ ...component, moreLink })}
        />
      </Field>
    </>
  );
}

export function NoticeForm({ component, onChange }: FormProps<'notice'>) {
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.text')} field="items" required>
        <ItemList
          items={component.items}
          max={DECO_NOTICE_MAX}
          create={() => ({ text: '', link: null })}
          onChange={(items) => onChange({ ...component, items })}
          render={(item, index, change) => (
            <>
              <Field label={t('fields.text')} field={`items.${index}.text`} required>
                <Input
                  value={item.text}
                  maxLength={60}
                  onChange={(e) => change({ ...item, text: e.target.value })}
                  data-testid="deco-field-notice-text"
                />
              </Field>
              <Field label={t('fields.link')} field={`items.${index}.link`}>
                <DecoLinkField value={item.link} onChange={(link) => change({ ...item, link })} />
              </Field>
            </>
          )}
        />
      </Field>
      <Field label={t('fields.color')}>
        <ColorField
          value={component.color}
          onChange={(color) => onChange({ ...component, color }, 'color')}
        />
      </Field>
      <Field label={t('fields.bgColor')}>
        <ColorField
          value={component.background}
          onChange={(background) => onChange({ ...component, background }, 'background')}
        />
      </Field>
    </>
  );
}

export function RichTextForm({ component, onChange }: FormProps<'richText'>) {
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.html')} field="html">
        <Suspense fallback={null}>
          <RichTextEditor
            value={component.html}
            onChange={(html) => onChange({ ...component, html }, 'html')}
          />
        </Suspense>
      </Field>
      <Field label={t('fields.bgColor')}>
        <ColorField
          value={component.background}
          onChange={(background) => onChange({ ...component, background }, 'background')}
        />
      </Field>
    </>
  );
}

export function SpacerForm({ component, onChange }: FormProps<'spacer'>) {
  const t = useDecoT();
  return (
    <Field label={t('fields.height')} field="height">
      <InputNumber
        min={4}
        max={100}
        precision={0}
        addonAfter="px"
        value={component.height}
        onChange={(height) => height !== null && onChange({ ...component, height }, 'height')}
      />
    </Field>
  );
}

export function DividerForm({ component, onChange }: FormProps<'divider'>) {
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.lineStyle')}>
        <Radio.Group
          optionType="button"
          value={component.lineStyle}
          onChange={(e) => onChange({ ...component, lineStyle: e.target.value })}
          options={(['solid', 'dashed', 'dotted'] as const).map((value) => ({
            value,
            label: t(`fields.${value}`),
          }))}
        />
      </Field>
      <Field label={t('fields.color')}>
        <ColorField
          value={component.color}
          onChange={(color) => onChange({ ...component, color }, 'color')}
        />
      </Field>
      <Field label={t('fields.margin')} field="margin">
        <InputNumber
          min={0}
          max={30}
          precision={0}
          addonAfter="px"
          value={component.margin}
          onChange={(margin) => margin !== null && onChange({ ...component, margin }, 'margin')}
        />
      </Field>
    </>
  );
}

export function ActivityForm({
  component,
  onChange,
}: FormProps<'coupons' | 'seckill' | 'groupBuy' | 'bargain'>) {
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.listTitle')} field="title" extra={t('fields.activityHint')}>
        <Input
          value={component.title}
          maxLength={DECO_TITLE_MAX}
          onChange={(e) => onChange({ ...component, title: e.target.value }, 'title')}
        />
      </Field>
      <Field label={t('fields.count')} field="count">
        <InputNumber
          min={1}
          max={20}
          precision={0}
          value={component.count}
          onChange={(count) => count !== null && onChange({ ...component, count }, 'count')}
        />
      </Field>
    </>
  );
}
