import { type DecoRenderedPage, TERMINALS } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShopLink } from '../../components/shopLink/ShopLink.tsx';
import { PageRenderer } from '../../storefront/render/index.ts';
import { useDecoT } from './i18n.ts';
import './decoration.css';

interface PreviewDialogProps {
  title: string;
  /** The tag beside the title, once the page is loaded: which version it is ("草稿", "线上 v3", "v2"). */
  tag(page: DecoRenderedPage['page']): string;
  queryKey: readonly unknown[];
  load(): Promise<DecoRenderedPage>;
  onClose(): void;
}

/** A page as shoppers will see it (hidden components left out), in a phone frame. */
export function PreviewDialog({ title, tag, queryKey, load, onClose }: PreviewDialogProps) {
  const t = useDecoT();
  const { i18n } = useTranslation();
  const rendered = useQuery({ queryKey, queryFn: load });
  const data = rendered.data;
  return (
    <Modal
      open
      footer={null}
      width={460}
      onCancel={onClose}
      title={
        <span>
          {title} {data && <Tag data-testid="deco-preview-tag">{tag(data.page)}</Tag>}
        </span>
      }
      data-testid="deco-preview-dialog"
    >
      {rendered.isError && <Alert type="error" showIcon title={t('preview.failed')} />}
      {rendered.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {data && (
        <div
          className={`hh-deco-frame ${data.page.terminal === TERMINALS.pc ? 'is-pc' : 'is-phone'} is-preview`}
          data-testid="deco-preview"
        >
          <div className="hh-deco-frame-bar">{data.document.title || data.document.name}</div>
          <div className="hh-deco-screen">
            <PageRenderer
              page={{ ...data.document, components: data.document.components.filter((c) => !c.hidden) }}
              resolved={data.data}
              mode="canvas"
              lang={i18n.language === 'en' ? 'en' : 'zh'}
              bottomNav={data.page.terminal === TERMINALS.pc ? false : {}}
            />
          </div>
        </div>
      )}
      <div className="hh-deco-preview-link">
        <ShopLink />
      </div>
    </Modal>
  );
}
