import type { DecoComponent } from '@hh/shared';
import { Form } from 'antd';
import {
  ActivityForm,
  DividerForm,
  NoticeForm,
  RichTextForm,
  SearchForm,
  SpacerForm,
  TitleForm,
} from './BasicForms.tsx';
import { BannerForm, ImageAdForm, NavGridForm, StoreInfoForm, VideoForm } from './MediaForms.tsx';
import { ProductListForm } from './ProductListForm.tsx';

interface SettingsPanelProps {
  component: DecoComponent;
  onChange(next: DecoComponent, group?: string): void;
}

function KindForm({ component, onChange }: SettingsPanelProps) {
  switch (component.type) {
    case 'search':
      return <SearchForm component={component} onChange={onChange} />;
    case 'banner':
      return <BannerForm component={component} onChange={onChange} />;
    case 'navGrid':
      return <NavGridForm component={component} onChange={onChange} />;
    case 'notice':
      return <NoticeForm component={component} onChange={onChange} />;
    case 'imageAd':
      return <ImageAdForm component={component} onChange={onChange} />;
    case 'title':
      return <TitleForm component={component} onChange={onChange} />;
    case 'richText':
      return <RichTextForm component={component} onChange={onChange} />;
    case 'spacer':
      return <SpacerForm component={component} onChange={onChange} />;
    case 'divider':
      return <DividerForm component={component} onChange={onChange} />;
    case 'productList':
      return <ProductListForm component={component} onChange={onChange} />;
    case 'coupons':
    case 'seckill':
    case 'groupBuy':
    case 'bargain':
      return <ActivityForm component={component} onChange={onChange} />;
    case 'video':
      return <VideoForm component={component} onChange={onChange} />;
    case 'storeInfo':
      return <StoreInfoForm component={component} onChange={onChange} />;
  }
}

/** The selected component's settings, by its kind. */
export function SettingsPanel({ component, onChange }: SettingsPanelProps) {
  return (
    <Form layout="vertical" component="div" data-testid="deco-settings" data-type={component.type}>
      <KindForm component={component} onChange={onChange} />
    </Form>
  );
}
