import { DECO_BANNER_MAX, DECO_NAV_GRID_MAX, IMAGE_AD_LAYOUTS } from '@hh/shared';
import { Select } from 'antd';
import { useDecoT } from '../i18n.ts';
import { Field, ItemList } from './fields.tsx';
import type { FormProps } from './formTypes.ts';
import {
  ChoiceSetting,
  LinkSetting,
  NumberSetting,
  PictureSetting,
  SwitchSetting,
  TextSetting,
} from './settingFields.tsx';

export function BannerForm(props: FormProps<'banner'>) {
  const { component, onChange } = props;
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.pictures')} field="items" required>
        <ItemList
          items={component.items}
          max={DECO_BANNER_MAX}
          create={() => ({ picture: '', title: '', link: null })}
          onChange={(items) => onChange({ ...component, items })}
          render={(item, index, change) => {
            const entry = { component: item, onChange: change, path: `items.${index}.` };
            return (
              <>
                <PictureSetting of={entry} name="picture" label={t('fields.picture')} required />
                <TextSetting of={entry} name="title" label={t('fields.itemTitle')} maxLength={30} />
                <LinkSetting of={entry} name="link" label={t('fields.link')} />
              </>
            );
          }}
        />
      </Field>
      <ChoiceSetting
        of={props}
        name="ratio"
        label={t('fields.ratio')}
        options={['2:1', '16:9', '3:1', '1:1']}
      />
      <SwitchSetting of={props} name="autoplay" label={t('fields.autoplay')} />
      <NumberSetting of={props} name="intervalSeconds" label={t('fields.interval')} min={2} max={10} />
    </>
  );
}

export function NavGridForm(props: FormProps<'navGrid'>) {
  const { component, onChange } = props;
  const t = useDecoT();
  return (
    <>
      <ChoiceSetting of={props} name="columns" label={t('fields.columns')} options={[3, 4, 5]} />
      <Field label={t('fields.icon')} field="items" required>
        <ItemList
          items={component.items}
          max={DECO_NAV_GRID_MAX}
          create={() => ({ icon: '', label: '', link: null })}
          onChange={(items) => onChange({ ...component, items })}
          render={(item, index, change) => {
            const entry = { component: item, onChange: change, path: `items.${index}.` };
            return (
              <>
                <PictureSetting of={entry} name="icon" label={t('fields.icon')} required />
                <TextSetting of={entry} name="label" label={t('fields.label')} maxLength={8} required />
                <LinkSetting of={entry} name="link" label={t('fields.link')} />
              </>
            );
          }}
        />
      </Field>
    </>
  );
}

type Layout = keyof typeof IMAGE_AD_LAYOUTS;

export function ImageAdForm(props: FormProps<'imageAd'>) {
  const { component, onChange } = props;
  const t = useDecoT();
  const [, max] = IMAGE_AD_LAYOUTS[component.layout];
  return (
    <>
      <Field label={t('fields.layout')} field="layout">
        <Select<Layout>
          value={component.layout}
          onChange={(layout) =>
            onChange({ ...component, layout, items: component.items.slice(0, IMAGE_AD_LAYOUTS[layout][1]) })
          }
          options={(Object.keys(IMAGE_AD_LAYOUTS) as Layout[]).map((value) => ({
            value,
            label: `${t(`fields.layouts.${value}`)} (${IMAGE_AD_LAYOUTS[value].join('–').replace(/^(\d)–\1$/, '$1')})`,
          }))}
          data-testid="deco-field-layout"
        />
      </Field>
      <Field label={t('fields.pictures')} field="items" required>
        <ItemList
          items={component.items}
          max={max}
          create={() => ({ picture: '', link: null })}
          onChange={(items) => onChange({ ...component, items })}
          render={(item, index, change) => {
            const entry = { component: item, onChange: change, path: `items.${index}.` };
            return (
              <>
                <PictureSetting of={entry} name="picture" label={t('fields.picture')} required />
                <LinkSetting of={entry} name="link" label={t('fields.link')} />
              </>
            );
          }}
        />
      </Field>
      <NumberSetting of={props} name="gap" label={t('fields.gap')} min={0} max={20} unit="px" />
    </>
  );
}

export function VideoForm(props: FormProps<'video'>) {
  const t = useDecoT();
  return (
    <>
      <PictureSetting of={props} name="src" label={t('fields.video')} kind="video" required />
      <PictureSetting of={props} name="poster" label={t('fields.poster')} />
      <SwitchSetting of={props} name="autoplay" label={t('fields.autoplay')} />
    </>
  );
}

export function StoreInfoForm(props: FormProps<'storeInfo'>) {
  const t = useDecoT();
  return (
    <>
      <PictureSetting of={props} name="background" label={t('fields.storeBackground')} />
      <SwitchSetting of={props} name="showLogo" label={t('fields.showLogo')} />
      <SwitchSetting of={props} name="showStores" label={t('fields.showStores')} />
    </>
  );
}
