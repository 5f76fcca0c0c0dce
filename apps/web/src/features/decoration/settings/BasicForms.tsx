import { DECO_NOTICE_MAX, DECO_TITLE_MAX } from '@hh/shared';
import { lazy, Suspense } from 'react';
import { useDecoT } from '../i18n.ts';
import { Field, ItemList } from './fields.tsx';
import type { FormProps } from './formTypes.ts';
import {
  ChoiceSetting,
  ColorSetting,
  LinkSetting,
  NumberSetting,
  SwitchSetting,
  TextSetting,
} from './settingFields.tsx';

const RichTextEditor = lazy(() => import('../../../components/richText/RichTextEditor.tsx'));

export function SearchForm(props: FormProps<'search'>) {
  const t = useDecoT();
  return (
    <>
      <TextSetting
        of={props}
        name="placeholder"
        label={t('fields.placeholder')}
        maxLength={30}
        testId="deco-field-placeholder"
      />
      <ChoiceSetting
        of={props}
        name="shape"
        label={t('fields.shape')}
        options={[
          { value: 'round', label: t('fields.round') },
          { value: 'square', label: t('fields.square') },
        ]}
      />
      <SwitchSetting of={props} name="sticky" label={t('fields.sticky')} />
    </>
  );
}

export function TitleForm(props: FormProps<'title'>) {
  const t = useDecoT();
  return (
    <>
      <TextSetting
        of={props}
        name="text"
        label={t('fields.text')}
        maxLength={DECO_TITLE_MAX}
        required
        showCount
        testId="deco-field-title-text"
      />
      <TextSetting of={props} name="subtitle" label={t('fields.subtitle')} maxLength={60} />
      <ChoiceSetting
        of={props}
        name="align"
        label={t('fields.align')}
        options={[
          { value: 'left', label: t('fields.left') },
          { value: 'center', label: t('fields.center') },
        ]}
      />
      <TextSetting of={props} name="moreText" label={t('fields.moreText')} maxLength={10} />
      <LinkSetting of={props} name="moreLink" label={t('fields.moreLink')} />
    </>
  );
}

export function NoticeForm(props: FormProps<'notice'>) {
  const { component, onChange } = props;
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.text')} field="items" required>
        <ItemList
          items={component.items}
          max={DECO_NOTICE_MAX}
          create={() => ({ text: '', link: null })}
          onChange={(items) => onChange({ ...component, items })}
          render={(item, index, change) => {
            const entry = { component: item, onChange: change, path: `items.${index}.` };
            return (
              <>
                <TextSetting
                  of={entry}
                  name="text"
                  label={t('fields.text')}
                  maxLength={60}
                  required
                  testId="deco-field-notice-text"
                />
                <LinkSetting of={entry} name="link" label={t('fields.link')} />
              </>
            );
          }}
        />
      </Field>
      <ColorSetting of={props} name="color" label={t('fields.color')} />
      <ColorSetting of={props} name="background" label={t('fields.bgColor')} />
    </>
  );
}

export function RichTextForm(props: FormProps<'richText'>) {
  const { component, onChange } = props;
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
      <ColorSetting of={props} name="background" label={t('fields.bgColor')} />
    </>
  );
}

export function SpacerForm(props: FormProps<'spacer'>) {
  const t = useDecoT();
  return <NumberSetting of={props} name="height" label={t('fields.height')} min={4} max={100} unit="px" />;
}

export function DividerForm(props: FormProps<'divider'>) {
  const t = useDecoT();
  return (
    <>
      <ChoiceSetting
        of={props}
        name="lineStyle"
        label={t('fields.lineStyle')}
        options={(['solid', 'dashed', 'dotted'] as const).map((value) => ({
          value,
          label: t(`fields.${value}`),
        }))}
      />
      <ColorSetting of={props} name="color" label={t('fields.color')} />
      <NumberSetting of={props} name="margin" label={t('fields.margin')} min={0} max={30} unit="px" />
    </>
  );
}

export function ActivityForm(props: FormProps<'coupons' | 'seckill' | 'groupBuy' | 'bargain'>) {
  const t = useDecoT();
  return (
    <>
      <TextSetting
        of={props}
        name="title"
        label={t('fields.listTitle')}
        extra={t('fields.activityHint')}
        maxLength={DECO_TITLE_MAX}
      />
      <NumberSetting of={props} name="count" label={t('fields.count')} min={1} max={20} />
    </>
  );
}
