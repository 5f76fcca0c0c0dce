import { dictDescriptionIn } from '@hh/shared';
import { useTranslation } from 'react-i18next';
import { BlurryField } from '../../components/crud/BlurryField.tsx';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../components/crud/permissions.ts';
import type { Crud } from '../../components/crud/useCrud.ts';
import type { Dict, DictInput } from './api.ts';
import { DictFormFields } from './DictFormFields.tsx';
import { useDictionariesT } from './i18n.ts';

export interface DictQuery {
  blurry?: string;
}

const PERMISSIONS = crudPermissions('dict');

export interface DictListProps {
  crud: Crud<Dict, DictInput, DictQuery>;
  selectedId: number | null;
  onSelect(dict: Dict): void;
}

/** The left half of the dictionary screen; clicking a row shows its entries on the right. */
export function DictList({ crud, selectedId, onSelect }: DictListProps) {
  const t = useDictionariesT();
  const { i18n } = useTranslation();
  const columns: CrudColumn<Dict>[] = [
    { key: 'name', title: t('dicts.name'), dataIndex: 'name', sorter: true },
    {
      key: 'description',
      title: t('dicts.description'),
      ellipsis: true,
      render: (_, dict) => dictDescriptionIn(dict, i18n.language),
    },
  ];
  return (
    <CrudList
      crud={crud}
      columns={columns}
      permissions={PERMISSIONS}
      queryFields={<BlurryField placeholder={t('dicts.blurry')} testId="dict-blurry" />}
      formFields={<DictFormFields />}
      tableProps={{
        onRow: (row) => ({ onClick: () => onSelect(row), 'data-testid': 'dict-row' }),
        rowClassName: (row) => (row.id === selectedId ? 'hh-dict-row hh-dict-row--selected' : 'hh-dict-row'),
      }}
    />
  );
}
