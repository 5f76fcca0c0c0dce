import { Form, Radio, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { SortField } from '../../components/form/SortField.tsx';
import { SwitchField } from '../../components/form/SwitchField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { BUTTON, DIRECTORY, MENU_KINDS, type MenuType, SCREEN } from './api.ts';
import { IconSelect } from './IconSelect.tsx';
import type { ParentOption } from './tree.ts';

interface MenuFormFieldsProps {
  parents: ParentOption[];
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
      <TextField
        name="title"
        label={t('menu.titleZh')}
        required={t('menu.rules.titleRequired')}
        maxLength={50}
      />
      <TextField
        name="titleEn"
        label={t('menu.titleEn')}
        required={t('menu.rules.titleEnRequired')}
        maxLength={80}
      />
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
          <TextField
            name="path"
            label={t('menu.path')}
            required={t('menu.rules.pathRequired')}
            maxLength={200}
          />
          <TextField name="name" label={t('menu.name')} maxLength={60} />
        </>
      )}
      {type === SCREEN && (
        <TextField
          name="component"
          label={t('menu.component')}
          required={t('menu.rules.componentRequired')}
          maxLength={200}
          input={{ placeholder: 'system/user/index' }}
        />
      )}
      {type === DIRECTORY && <TextField name="redirect" label={t('menu.redirect')} maxLength={200} />}
      {type !== DIRECTORY && (
        <TextField
          name="permission"
          label={t('menu.permission')}
          required={type === BUTTON ? t('menu.rules.permissionRequired') : undefined}
          maxLength={100}
          input={{ placeholder: 'user:add' }}
        />
      )}
      <SortField label={t('menu.sort')} />
      {routed && (
        <Form.Item name="nav" label={t('menu.nav')}>
          <Radio.Group options={[1, 2].map((value) => ({ value, label: navs[value - 1] }))} />
        </Form.Item>
      )}
      <div className="hh-crud-wide hh-menu-switches">
        {routed && <SwitchField name="hidden" label={t('menu.hidden')} />}
        {type === SCREEN && <SwitchField name="noCache" label={t('menu.noCache')} />}
        {type === SCREEN && <SwitchField name="affix" label={t('menu.affix')} />}
        {routed && <SwitchField name="breadcrumb" label={t('menu.breadcrumb')} />}
        <SwitchField name="platformOnly" label={t('menu.platformOnly')} />
        <SwitchField name="shopOnly" label={t('menu.shopOnly')} />
      </div>
    </>
  );
}
