import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnVisibility } from './useColumnVisibility.ts';

export interface ChoosableColumn {
  key: string;
  title: ReactNode;
}

interface ColumnChooserProps {
  columns: ChoosableColumn[];
  visibility: ColumnVisibility;
}

export function ColumnChooser({ columns, visibility }: ColumnChooserProps) {
  const { t } = useTranslation();
  const { hidden, setHidden } = visibility;
  const shown = columns.filter((column) => !hidden.includes(column.key));
  const toggle = (key: string, visible: boolean) =>
    setHidden(visible ? hidden.filter((item) => item !== key) : [...hidden, key]);
  const content = (
    <div className="hh-crud-columns" data-testid="crud-columns">
      <Checkbox
        checked={shown.length === columns.length}
        indeterminate={shown.length > 0 && shown.length < columns.length}
        onChange={(event) => setHidden(event.target.checked ? [] : columns.map((column) => column.key))}
      >
        {t('crud.allColumns')}
      </Checkbox>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          data-key={column.key}
          checked={!hidden.includes(column.key)}
          onChange={(event) => toggle(column.key, event.target.checked)}
        >
          {column.title}
        </Checkbox>
      ))}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Tooltip title={t('crud.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('crud.columns')} data-testid="crud-columns-button" />
      </Tooltip>
    </Popover>
  );
}
