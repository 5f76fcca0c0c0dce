import type { DecoComponent } from '@hh/shared';
import { Activity } from './components/Activity.tsx';
import { Banner } from './components/Banner.tsx';
import { ImageAd } from './components/ImageAd.tsx';
import { NavGrid } from './components/NavGrid.tsx';
import { Notice } from './components/Notice.tsx';
import { ProductList } from './components/ProductList.tsx';
import { RichText } from './components/RichText.tsx';
import { SearchBar } from './components/SearchBar.tsx';
import { Divider, Spacer } from './components/Spacer.tsx';
import { StoreInfo } from './components/StoreInfo.tsx';
import { Title } from './components/Title.tsx';
import { Video } from './components/Video.tsx';

export interface ComponentViewProps {
  component: DecoComponent;
  /** Shown when the page opens (its pictures load at once); further down they wait to be scrolled near. */
  aboveFold?: boolean;
}

/** One component of a page, by its kind; a kind this build does not know shows nothing. */
export function ComponentView({ component, aboveFold = false }: ComponentViewProps) {
  switch (component.type) {
    case 'search':
      return <SearchBar component={component} aboveFold={aboveFold} />;
    case 'banner':
      return <Banner component={component} aboveFold={aboveFold} />;
    case 'navGrid':
      return <NavGrid component={component} aboveFold={aboveFold} />;
    case 'notice':
      return <Notice component={component} aboveFold={aboveFold} />;
    case 'imageAd':
      return <ImageAd component={component} aboveFold={aboveFold} />;
    case 'title':
      return <Title component={component} aboveFold={aboveFold} />;
    case 'richText':
      return <RichText component={component} aboveFold={aboveFold} />;
    case 'spacer':
      return <Spacer component={component} aboveFold={aboveFold} />;
    case 'divider':
      return <Divider component={component} aboveFold={aboveFold} />;
    case 'productList':
      return <ProductList component={component} aboveFold={aboveFold} />;
    case 'coupons':
    case 'seckill':
    case 'groupBuy':
    case 'bargain':
      return <Activity component={component} aboveFold={aboveFold} />;
    case 'video':
      return <Video component={component} aboveFold={aboveFold} />;
    case 'storeInfo':
      return <StoreInfo component={component} aboveFold={aboveFold} />;
    default:
      return null;
  }
}
