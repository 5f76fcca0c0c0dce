import { PlusOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { NAV_MAX_ITEMS } from '@hh/shared';
import { Alert, Button, Card, Empty, Flex, Result, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../components/Permission.tsx';
import { guard, usePermission } from '../../components/usePermission.ts';
import { useNavigationT } from './i18n.ts';
import { NavColorsPanel } from './NavColorsPanel.tsx';
import { NavItemEditor } from './NavItemEditor.tsx';
import { NavItemList } from './NavItemList.tsx';
import { NavPreview } from './NavPreview.tsx';
import { useNavBuilder } from './useNavBuilder.ts';
import './navigation.css';

export default function NavPage() {
  const { t } = useTranslation();
  const st = useNavigationT();
  const editable = usePermission(guard('nav:edit'));
  const { state, dispatch, saving, loadFailed, retry, reload, save } = useNavBuilder();

  if (loadFailed) {
    return (
      <Result
        status="warning"
        title={st('nav.loadFailed')}
        extra={<Button onClick={retry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (state.componentsData.length === 0) return <Skeleton active paragraph={{ rows: 10 }} />;

  const items = state.componentsData;
  const active = items.find((item) => item.id === state.activeComponent);
  const invalid = items.some((item) => item.verify1 === false || item.verify2 === false);

  return (
    <div className="hh-nav-builder" data-testid="nav-builder">
      <Flex justify="space-between" align="center" wrap gap={8} className="hh-nav-toolbar">
        <Space wrap>
          {!state.saved && <Tag color="blue">{st('nav.defaults')}</Tag>}
          {state.dirty && (
            <Tag color="warning" data-testid="nav-dirty">
              {st('nav.unsaved')}
            </Tag>
          )}
        </Space>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void reload()} data-testid="nav-reload">
            {st('nav.reload')}
          </Button>
          <Permission roles={guard('nav:edit')}>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={saving}
              onClick={() => void save()}
              data-testid="nav-save"
            >
              {st('nav.save')}
            </Button>
          </Permission>
        </Space>
      </Flex>
      <div className="hh-nav-grid">
        <Card title={st('nav.preview')} size="small" className="hh-nav-preview-card">
          <NavPreview
            items={items}
            colors={state.colors}
            activeId={state.activeComponent}
            onSelect={(id) => dispatch({ type: 'select', id })}
          />
        </Card>
        <Card
          title={st('nav.entries')}
          size="small"
          extra={
            editable && (
              <Button
                size="small"
                icon={<PlusOutlined />}
                disabled={items.length >= NAV_MAX_ITEMS}
                onClick={() => dispatch({ type: 'add' })}
                data-testid="nav-add"
              >
                {st('nav.add')}
              </Button>
            )
          }
        >
          {invalid && (
            <Alert type="error" showIcon title={st('nav.invalidSummary')} className="hh-nav-alert" />
          )}
          <NavItemList
            items={items}
            colors={state.colors}
            activeId={state.activeComponent}
            editable={editable}
            onSelect={(id) => dispatch({ type: 'select', id })}
            onDelete={(id) => dispatch({ type: 'delete', id })}
            onReorder={(oldIndex, newIndex) => dispatch({ type: 'reorder', oldIndex, newIndex })}
          />
          {editable && <p className="hh-nav-hint">{st('nav.entriesHint')}</p>}
        </Card>
        <Flex vertical gap={16}>
          <Card title={st('nav.settings')} size="small">
            {active ? (
              <NavItemEditor
                key={active.id}
                terminal={state.terminal}
                item={active}
                colors={state.colors}
                editable={editable}
                onChange={(patch) => dispatch({ type: 'update', id: active.id, patch })}
              />
            ) : (
              <Empty description={st('nav.selectHint')} />
            )}
          </Card>
          <Card title={st('nav.colors')} size="small">
            <NavColorsPanel
              colors={state.colors}
              editable={editable}
              onChange={(key, value) => dispatch({ type: 'setColor', key, value })}
              onReset={() => dispatch({ type: 'resetColors' })}
            />
          </Card>
        </Flex>
      </div>
    </div>
  );
}
