import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isShownMedia } from '@hh/shared';
import { Button, ColorPicker, Form, Input, Space, Typography } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { MediaInput } from '../../../components/media/MediaInput.tsx';
import { useDecoT } from '../i18n.ts';
import { useCanvasData } from '../link/linkNames.ts';
import type { Problem } from '../problems.ts';

/** The selected component's problems, for the fields to show under themselves. */
export const ProblemsContext = createContext<readonly Problem[]>([]);

/** Whether a problem's path is the field or inside it, but not inside one of its entries (`items.0…`). */
const within = (path: string, field: string) =>
  path === field || (path.startsWith(`${field}.`) && !/^\d/.test(path.slice(field.length + 1)));

/** The message of the first problem on `field` (`source` covers `source.categoryId`). */
function useFieldProblem(field: string): string | undefined {
  const t = useDecoT();
  const problems = useContext(ProblemsContext);
  const found = problems.find((p) => within(p.field, field));
  if (!found) return undefined;
  return (
    found.text ?? t(`problems.${found.key}` as 'problems.invalid', { defaultValue: t('problems.invalid') })
  );
}

interface FieldProps {
  label: string;
  /** The contract path of the field, for its problem. */
  field?: string;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

export function Field({ label, field, required, extra, children }: FieldProps) {
  const problem = useFieldProblem(field ?? '\u0000');
  return (
    <Form.Item
      label={label}
      required={required}
      validateStatus={problem ? 'error' : undefined}
      help={problem}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}

export function ColorField({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange(value: string): void;
  testId?: string;
}) {
  return (
    <ColorPicker
      value={value}
      format="hex"
      disabledAlpha
      showText={(color) => color.toHexString().toUpperCase()}
      onChange={(color) => onChange(color.toHexString().toUpperCase())}
      data-testid={testId}
    />
  );
}

/**
 * A picture or video of the page, chosen from the media library. A stored address the page cannot
 * show (from before the server refused them) is shown as text with the reason, to be replaced.
 */
export function PictureField({
  value,
  onChange,
  kind = 'image',
}: {
  value: string | null;
  onChange(value: string | null): void;
  kind?: 'image' | 'video';
}) {
  const t = useDecoT();
  const data = useCanvasData();
  const unshown = Boolean(value) && data !== null && !isShownMedia(value ?? '', data.mediaBases);
  const input = (
    <MediaInput
      size={64}
      kind={kind}
      value={unshown ? null : value || null}
      onChange={(url) => onChange(url)}
    />
  );
  if (!unshown) return input;
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly status="error" value={value ?? ''} aria-invalid data-testid="deco-picture-address" />
        <Button onClick={() => onChange(null)} data-testid="deco-picture-clear">
          {t('fields.remove')}
        </Button>
      </Space.Compact>
      <Typography.Text type="danger" data-testid="deco-picture-problem">
        {t('problems.mediaNotShown')}
      </Typography.Text>
      {input}
    </Space>
  );
}

interface ItemListProps<T> {
  items: readonly T[];
  max: number;
  onChange(items: T[]): void;
  create(): T;
  render(item: T, index: number, change: (next: T) => void): ReactNode;
}

/** Entries of a component (banner pictures, grid icons, notices): each with move, remove; and add. */
export function ItemList<T>({ items, max, onChange, create, render }: ItemListProps<T>) {
  const t = useDecoT();
  const replace = (index: number, next: T) => onChange(items.map((item, i) => (i === index ? next : item)));
  const swap = (a: number, b: number) => {
    const next = [...items];
    const [x, y] = [next[a], next[b]];
    if (x === undefined || y === undefined) return;
    next[a] = y;
    next[b] = x;
    onChange(next);
  };
  return (
    <div className="hh-deco-items" data-testid="deco-items">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no ids; position is their identity here
        <div key={index} className="hh-deco-items-entry" data-testid="deco-items-entry">
          <div className="hh-deco-items-body">{render(item, index, (next) => replace(index, next))}</div>
          <Space direction="vertical" size={2}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('fields.moveUp')}
              disabled={index === 0}
              onClick={() => swap(index, index - 1)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('fields.moveDown')}
              disabled={index === items.length - 1}
              onClick={() => swap(index, index + 1)}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('fields.remove')}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              data-testid="deco-items-remove"
            />
          </Space>
        </div>
      ))}
      <Button
        block
        type="dashed"
        icon={<PlusOutlined />}
        disabled={items.length >= max}
        onClick={() => onChange([...items, create()])}
        data-testid="deco-items-add"
      >
        {t('fields.add')} ({t('fields.itemCount', { count: items.length, max })})
      </Button>
    </div>
  );
}
