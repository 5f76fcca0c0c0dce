import { isNavUrl, NAV_URL_MAX, type NavLink, SHOP_PAGES } from '@hh/shared';
import { Form, Input, Modal, Radio, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationT } from './i18n.ts';
import { LinkCategoryTab } from './LinkCategoryTab.tsx';
import { LinkProductTab } from './LinkProductTab.tsx';
import type { NavItem, PickedLink } from './types.ts';

type Kind = NavLink['kind'];

interface NavLinkPickerProps {
  value: Pick<NavItem, 'link' | 'linkName'>;
  onPick(picked: PickedLink): void;
  onClose(): void;
}

const pickedOf = ({ link, linkName }: NavLinkPickerProps['value']): PickedLink | null =>
  link && link.kind !== 'url' ? { link, linkName } : null;

/** "选择链接": a product, a category, a page of the shop, or a checked custom address. */
export function NavLinkPicker({ value, onPick, onClose }: NavLinkPickerProps) {
  const { t: common } = useTranslation();
  const t = useNavigationT();
  const [tab, setTab] = useState<Kind>(value.link?.kind ?? 'product');
  const [choice, setChoice] = useState(() => pickedOf(value));
  const [url, setUrl] = useState(value.link?.kind === 'url' ? value.link.url : '');
  const [urlError, setUrlError] = useState<string | null>(null);
  const picked = choice?.link.kind === tab ? choice : null;
  const selectedId = (kind: 'product' | 'category') => (picked?.link.kind === kind ? picked.link.id : null);

  const urlProblem = (text: string) => {
    if (!text.trim()) return t('nav.link.urlRequired');
    return isNavUrl(text.trim()) ? null : t('nav.link.urlInvalid');
  };
  const confirm = () => {
    if (tab !== 'url') {
      if (picked) onPick(picked);
      return;
    }
    const problem = urlProblem(url);
    setUrlError(problem);
    if (!problem) onPick({ link: { kind: 'url', url: url.trim() }, linkName: null });
  };

  return (
    <Modal
      open
      width={720}
      title={t('nav.link.pick')}
      onOk={confirm}
      onCancel={onClose}
      okText={common('common.confirm')}
      cancelText={common('common.cancel')}
      okButtonProps={{ disabled: tab !== 'url' && !picked, ...{ 'data-testid': 'nav-link-ok' } }}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Kind)}
        data-testid="nav-link-tabs"
        items={[
          {
            key: 'product',
            label: t('nav.link.kinds.product'),
            children: <LinkProductTab selectedId={selectedId('product')} onPick={setChoice} />,
          },
          {
            key: 'category',
            label: t('nav.link.kinds.category'),
            children: <LinkCategoryTab selectedId={selectedId('category')} onPick={setChoice} />,
          },
          {
            key: 'page',
            label: t('nav.link.kinds.page'),
            children: (
              <Radio.Group
                className="hh-nav-link-pages"
                value={picked?.link.kind === 'page' ? picked.link.page : undefined}
                onChange={(event) =>
                  setChoice({ link: { kind: 'page', page: event.target.value }, linkName: null })
                }
                data-testid="nav-link-pages"
                options={SHOP_PAGES.map(({ page, path }) => ({
                  value: page,
                  label: (
                    <span className="hh-nav-link-page">
                      {t(`nav.pages.${page}`)}
                      <code>{path}</code>
                    </span>
                  ),
                }))}
              />
            ),
          },
          {
            key: 'url',
            label: t('nav.link.kinds.url'),
            children: (
              <Form layout="vertical" component="div">
                <Form.Item
                  label={t('nav.link.url')}
                  required
                  validateStatus={urlError ? 'error' : undefined}
                  help={urlError ?? t('nav.link.urlHint')}
                >
                  <Input
                    autoFocus
                    value={url}
                    maxLength={NAV_URL_MAX}
                    placeholder={t('nav.link.urlPlaceholder')}
                    onChange={(event) => {
                      setUrl(event.target.value);
                      if (urlError) setUrlError(urlProblem(event.target.value));
                    }}
                    onPressEnter={confirm}
                    data-testid="nav-link-url"
                  />
                </Form.Item>
              </Form>
            ),
          },
        ]}
      />
    </Modal>
  );
}
