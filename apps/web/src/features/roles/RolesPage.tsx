import { ROLES_URL, roleRow } from '@hh/shared';
import { Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../components/crud/permissions.ts';
import { useCrud } from '../../components/crud/useCrud.ts';
import { useMyLevel } from '../../session/useMyLevel.ts';
import type { RoleForm, RoleRow } from './api.ts';
import { roleColumns } from './columns.tsx';
import { MAX_LEVEL, RoleFormFields } from './RoleFormFields.tsx';
import { RoleMenus } from './RoleMenus.tsx';
import './roles.css';

interface RoleQuery {
  blurry?: string;
}

const permissions = crudPermissions('roles');

export default function RolesPage() {
  const { t, i18n } = useTranslation();
  const myLevel = useMyLevel().data ?? null;
  const minLevel = myLevel ?? 1;
  const [selectedId, setSelectedId] = useState<number>();
  const crud = useCrud<RoleRow, RoleForm, RoleQuery>({
    url: ROLES_URL,
    row: roleRow,
    title: t('role.title'),
    item: t('role.item'),
    defaultQuery: {},
    toParams: (query) => ({ blurry: query.blurry?.trim() }),
    emptyForm: () => ({
      name: '',
      level: Math.min(minLevel + 1, MAX_LEVEL),
      description: '',
      isAdmin: false,
    }),
    toForm: ({ name, level, description, isAdmin }) => ({ name, level, description, isAdmin }),
  });
  const selected = crud.rows.find((row) => row.id === selectedId);

  return (
    <Row gutter={[16, 16]} data-testid="roles-page">
      <Col xs={24} xl={15}>
        <CrudList
          crud={crud}
          permissions={permissions}
          rowLocked={(row) => row.level < minLevel}
          columns={roleColumns(t, i18n.language)}
          queryFields={
            <Form.Item name="blurry">
              <Input allowClear placeholder={t('role.blurry')} aria-label={t('role.blurry')} />
            </Form.Item>
          }
          formFields={<RoleFormFields minLevel={minLevel} />}
          tableProps={{
            onRow: (row) => ({ onClick: () => setSelectedId(row.id) }),
            rowClassName: (row) =>
              row.id === selectedId ? 'hh-role-row hh-role-row--selected' : 'hh-role-row',
          }}
        />
      </Col>
      <Col xs={24} xl={9}>
        <RoleMenus role={selected} onSaved={crud.refresh} />
      </Col>
    </Row>
  );
}
