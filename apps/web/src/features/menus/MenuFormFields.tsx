import { Form, Input, Radio, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/form/NumberField.tsx';
import { BUTTON, DIRECTORY, MENU_KINDS, type MenuType, SCREEN } from './api.ts';
import { IconSelect } from './IconSelect.tsx';
import type { ParentOption } from './tree.ts';

interface MenuFormFieldsProps {
  parents: ParentOption[];
}

function SwitchItem({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

export function MenuFormFields({ parents }: MenuFormFieldsProps) {
  const { t } = useTranslation();
  const type = Form.useWatch<MenuType | undefined>('type') ?? SCREEN;
  const types = t('menu.types', { returnObjects: true });
  const navs = t('menu.navs', { returnObjects: true });
  const routed = type !== BUTTON;
  return (
    <>
      <Form.Item name="type" label={t('menu.type')} className="hh-crud-wide">
        <Radio.Group
          optionType="button"
          options={MENU_KINDS.map((value) => ({ value, label: types[value] }))}
          data-testid="menu-type"
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('menu.titleZh')}
        rules={[{ required: true, whitespace: true, message: t('menu.rules.titleRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="titleEn"
        label={t('menu.titleEn')}
        rules={[{ required: true, whitespace: true, message: t('menu.rules.titleEnRequired') }]}
      >
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="pid" label={t('menu.parent')} className="hh-crud-wide">
        <TreeSelect
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeData={[{ value: 0, title: t('menu.root'), children: parents }]}
          data-testid="menu-parent"
        />
      </Form.Item>
      {routed && (
        <>
          <Form.Item name="icon" label={t('menu.icon')}>
            <IconSelect />
          </Form.Item>
          <Form.Item
            name="path"
            label={t('menu.path')}
            rules={[{ required: true, whitespace: true, message: t('menu.rules.pathRequired') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="name" label={t('menu.name')}>
            <Input maxLength={60} />
          </Form.Item>
        </>
      )}
      {type === SCREEN && (
        <Form.Item
          name="component"
          label={t('menu.component')}
          rules={[{ required: true, whitespace: true, message: t('menu.rules.componentRequired') }]}
        >
          <Input maxLength={200} placeholder="system/user/index" />
        </Form.Item>
      )}
      {type === DIRECTORY && (
        <Form.Item name="redirect" label={t('menu.redirect')}>
          <Input maxLength={200} />
        </Form.Item>
      )}
      {type !== DIRECTORY && (
        <Form.Item
          name="permission"
          label={t('menu.permission')}
          rules={
            type === BUTTON
              ? [{ required: true, whitespace: true, message: t('menu.rules.permissionRequired') }]
              : []
          }
        >
          <Input maxLength={100} placeholder="user:add" />
        </Form.Item>
      )}
      <NumberField
        name="sort"
        label={t('menu.sort')}
        min={0}
        max={99999}
        input={{ className: 'hh-menu-number' }}
      />
      {routed && (
        <Form.Item name="nav" label={t('menu.nav')}>
          <Radio.Group options={[1, 2].map((value) => ({ value, label: navs[value - 1] }))} />
        </Form.Item>
      )}
      <div className="hh-crud-wide hh-menu-switches">
        {routed && <SwitchItem name="hidden" label={t('menu.hidden')} />}
        {type === SCREEN && <SwitchItem name="noCache" label={t('menu.noCache')} />}
        {type === SCREEN && <SwitchItem name="affix" label={t('menu.affix')} />}
        {routed && <SwitchItem name="breadcrumb" label={t('menu.breadcrumb')} />}
        <SwitchItem name="platformOnly" label={t('menu.platformOnly')} />
        <SwitchItem name="shopOnly" label={t('menu.shopOnly')} />
      </div>
    </>
  );
}
