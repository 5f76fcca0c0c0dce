import { staffRow, USERS_URL, usersContract } from '@hh/shared';
import { useTranslation } from 'react-i18next';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../components/crud/permissions.ts';
import { useCrud } from '../../components/crud/useCrud.ts';
import { Permission } from '../../components/Permission.tsx';
import { guard, usePermission } from '../../components/usePermission.ts';
import { useSession } from '../../session/state.ts';
import { useMyLevel } from '../../session/useMyLevel.ts';
import {
  type StaffInput,
  type StaffRow,
  toStaffInput,
  toStoreIds,
  useRoleOptions,
  useStoreOptions,
} from './api.ts';
import { staffColumns } from './columns.tsx';
import { EnabledSwitch } from './EnabledSwitch.tsx';
import { isInvited, useCompanyInvitations } from './invitations.ts';
import { PendingInvitations } from './PendingInvitations.tsx';
import { type StaffQuery, staffParams } from './query.ts';
import { ResetPasswordButton } from './ResetPasswordButton.tsx';
import { StaffFormFields } from './StaffFormFields.tsx';
import { StaffQueryFields } from './StaffQueryFields.tsx';

type StaffForm = StaffInput & { password?: string; storeIds?: number[] };

const permissions = crudPermissions('user');

const topLevel = (row: StaffRow): number => Math.min(...row.roles.map((role) => role.level));

export default function UsersPage() {
  const { t } = useTranslation();
  const me = useSession((state) => state.user?.id);
  const canEdit = usePermission(permissions.edit);
  const canSave = usePermission(guard('user:add', 'user:edit'));
  const roleOptions = useRoleOptions(canSave);
  const canListStores = usePermission(guard('stores:list'));
  const storeOptions = useStoreOptions(canEdit && canListStores);
  const myLevel = useMyLevel().data ?? null;
  const canAdd = usePermission(permissions.add);
  const invitations = useCompanyInvitations(canAdd);
  const crud = useCrud<StaffRow, StaffForm, StaffQuery>({
    url: USERS_URL,
    row: staffRow,
    saved: usersContract.created,
    title: t('staff.title'),
    item: t('staff.item'),
    defaultQuery: {},
    toParams: staffParams,
    emptyForm: () => ({ username: '', nickName: '', phone: '', email: null, enabled: true, roles: [] }),
    toForm: (row) => ({ ...toStaffInput(row), storeIds: toStoreIds(row) }),
    toBody: ({ password, storeIds, ...input }, mode) => ({
      ...input,
      email: input.email?.trim() || null,
      ...(mode === 'add' ? { password } : {}),
      ...(mode === 'edit' && canListStores ? { storeIds } : {}),
    }),
    savedNotice: (response) => {
      if (!isInvited(response)) return undefined;
      void invitations.refetch();
      return response.message;
    },
  });
  const locked = (row: StaffRow) => myLevel !== null && topLevel(row) < myLevel;

  return (
    <CrudList
      crud={crud}
      permissions={permissions}
      selectable={canEdit}
      rowLocked={locked}
      columns={staffColumns(t, (row) => (
        <EnabledSwitch
          row={row}
          disabled={!canEdit || locked(row) || row.id === me}
          onChanged={crud.refresh}
        />
      ))}
      queryFields={<StaffQueryFields />}
      formFields={
        <StaffFormFields
          mode={crud.dialog.mode}
          roleOptions={roleOptions.data ?? []}
          storeOptions={canListStores ? (storeOptions.data ?? []) : null}
          myLevel={myLevel}
        />
      }
      toolbarExtra={
        <>
          <Permission roles={permissions.edit}>
            <ResetPasswordButton ids={crud.selectedIds} />
          </Permission>
          {canAdd && <PendingInvitations />}
        </>
      }
    />
  );
}
