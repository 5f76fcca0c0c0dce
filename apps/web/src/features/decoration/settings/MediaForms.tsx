import { DECO_BANNER_MAX, DECO_NAV_GRID_MAX, IMAGE_AD_LAYOUTS } from '@hh/shared';
import { Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useDecoT } from '../i18n.ts';
import { DecoLinkField } from '../link/DecoLinkField.tsx';
import { Field, ItemList, PictureField } from './fields.tsx';
import type { FormProps } from './formTypes.ts';

export function BannerForm({ component, onChange }: FormProps<'banner'>) {
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.pictures')} field="items" required>
        <ItemList
          items={component.items}
          max={DECO_BANNER_MAX}
          create={() => ({ picture: '', title: '', link: null })}
          onChange={(items) => onChange({ ...component, items })}
          render={(item, index, change) => (
            <>
              <Field label={t('fields.picture')} field={`items.${index}.picture`} required>
                <PictureField
                  value={item.picture}
                  onChange={(picture) => change({ ...item, picture: picture ?? '' })}
                />
              </Field>
              <Field label={t('fields.itemTitle')} field={`items.${index}.title`}>
                <Input
                  value={item.title}
                  maxLength={30}
                  onChange={(e) => change({ ...item, title: e.target.value })}
                />
              </Field>
              <Field label={t('fields.link')} field={`items.${index}.link`}>
                <DecoLinkField value={item.link} onChange={(link) => change({ ...item, link })} />
              </Field>
            </>
          )}
        />
      </Field>
      <Field label={t('fields.ratio')}>
        <Radio.Group
          optionType="button"
          value={component.ratio}
          onChange={(e) => onChange({ ...component, ratio: e.target.value })}
          options={['2:1', '16:9', '3:1', '1:1']}
        />
      </Field>
      <Field label={t('fields.autoplay')}>
        <Switch checked={component.autoplay} onChange={(autoplay) => onChange({ ...component, autoplay })} />
      </Field>
      <Field label={t('fields.interval')} field="intervalSeconds">
        <InputNumber
          min={2}
          max={10}
          precision={0}
          value={component.intervalSeconds}
          onChange={(value) =>
            value !== null && onChange({ ...component, intervalSeconds: value }, 'interval')
          }
        />
      </Field>
    </>
  );
}

export function NavGridForm({ component, onChange }: FormProps<'navGrid'>) {
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.columns')}>
        <Radio.Group
          optionType="button"
          value={component.columns}
          onChange={(e) => onChange({ ...component, columns: e.target.value })}
          options={[3, 4, 5]}
        />
      </Field>
      <Field label={t('fields.icon')} field="items" required>
        <ItemList
          items={component.items}
          max={DECO_NAV_GRID_MAX}
          create={() => ({ icon: '', label: '', link: null })}
          onChange={(items) => onChange({ ...component, items })}
          render={(item, index, change) => (
            <>
              <Field label={t('fields.icon')} field={`items.${index}.icon`} required>
                <PictureField value={item.icon} onChange={(icon) => change({ ...item, icon: icon ?? '' })} />
              </Field>
              <Field label={t('fields.label')} field={`items.${index}.label`} required>
                <Input
                  value={item.label}
                  maxLength={8}
                  onChange={(e) => change({ ...item, label: e.target.value })}
                />
              </Field>
              <Field label={t('fields.link')} field={`items.${index}.link`}>
                <DecoLinkField value={item.link} onChange={(link) => change({ ...item, link })} />
              </Field>
            </>
          )}
        />
      </Field>
    </>
  );
}

type Layout = keyof typeof IMAGE_AD_LAYOUTS;

export function ImageAdForm({ component, onChange }: FormProps<'imageAd'>) {
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
          render={(item, index, change) => (
            <>
              <Field label={t('fields.picture')} field={`items.${index}.picture`} required>
                <PictureField
                  value={item.picture}
                  onChange={(picture) => change({ ...item, picture: picture ?? '' })}
                />
              </Field>
              <Field label={t('fields.link')} field={`items.${index}.link`}>
                <DecoLinkField value={item.link} onChange={(link) => change({ ...item, link })} />
              </Field>
            </>
          )}
        />
      </Field>
      <Field label={t('fields.gap')} field="gap">
        <InputNumber
          min={0}
          max={20}
          precision={0}
          addonAfter="px"
          value={component.gap}
          onChange={(gap) => gap !== null && onChange({ ...component, gap }, 'gap')}
        />
      </Field>
    </>
  );
}

export function VideoForm({ component, onChange }: FormProps<'video'>) {
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.video')} field="src" required>
        <PictureField
          kind="video"
          value={component.src}
          onChange={(src) => onChange({ ...component, src: src ?? '' })}
        />
      </Field>
      <Field label={t('fields.poster')} field="poster">
        <PictureField value={component.poster} onChange={(poster) => onChange({ ...component, poster })} />
      </Field>
      <Field label={t('fields.autoplay')}>
        <Switch checked={component.autoplay} onChange={(autoplay) => onChange({ ...component, autoplay })} />
      </Field>
    </>
  );
}

export function StoreInfoForm({ component, onChange }: FormProps<'storeInfo'>) {
  const t = useDecoT();
  return (
    <>
      <Field label={t('fields.storeBackground')} field="background">
        <PictureField
          value={component.background}
          onChange={(background) => onChange({ ...component, background })}
        />
      </Field>
      <Field label={t('fields.showLogo')}>
        <Switch checked={component.showLogo} onChange={(showLogo) => onChange({ ...component, showLogo })} />
      </Field>
      <Field label={t('fields.showStores')}>
        <Switch
          checked={component.showStores}
          onChange={(showStores) => onChange({ ...component, showStores })}
        />
      </Field>
    </>
  );
}
