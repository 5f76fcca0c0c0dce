import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useAppStore } from '../../state/app.ts';
import { useDeskT } from './i18n.ts';

/** One filter of a desk list: the query bar's field name and its input. */
export interface DeskQueryField {
  name: string;
  input: ReactNode;
}

/** A text filter (trimmed on search by the area's parameters). */
export const textFilter = (name: string, placeholder: string, testId: string): DeskQueryField => ({
  name,
  input: <Input allowClear placeholder={placeholder} data-testid={testId} />,
});

/** A range of days. */
export const daysFilter = (name: string, placeholders: [string, string]): DeskQueryField => ({
  name,
  input: <DatePicker.RangePicker placeholder={placeholders} />,
});

/** One of a few values, each with its label. */
export const choiceFilter = (
  name: string,
  placeholder: string,
  options: { value: string; label: string }[],
  testId: string,
): DeskQueryField => ({
  name,
  input: <Select allowClear placeholder={placeholder} options={options} data-testid={testId} />,
});

/** How many filters a phone shows before "more filters". */
const ALWAYS_SHOWN = 2;

/**
 * A desk list's filters. On a phone the first two show and the rest open on demand (hidden fields keep
 * their values); `{name}-query-more` toggles them.
 */
export function DeskQueryFields({ name, fields }: { name: string; fields: readonly DeskQueryField[] }) {
  const t = useDeskT();
  const mobile = useAppStore((state) => state.device === 'mobile');
  const [more, setMore] = useState(false);
  const collapsed = mobile && !more;
  return (
    <>
      {fields.map((field, index) => (
        <Form.Item key={field.name} name={field.name} hidden={collapsed && index >= ALWAYS_SHOWN}>
          {field.input}
        </Form.Item>
      ))}
      {mobile && (
        <Form.Item>
          <Button
            type="link"
            icon={more ? <UpOutlined /> : <DownOutlined />}
            onClick={() => setMore(!more)}
            data-testid={`${name}-query-more`}
          >
            {t(more ? 'fewerFilters' : 'moreFilters')}
          </Button>
        </Form.Item>
      )}
    </>
  );
}
