import { Tag } from 'antd';
import { useDict } from './useDict.ts';

const COLORS = ['blue', 'green', 'gold', 'purple', 'cyan', 'magenta', 'orange', 'geekblue'] as const;

export interface DictTagProps {
  name: string;
  value: string | number | null | undefined;
}

/** A dictionary value as a tag with its label; the colour follows the entry's place in the list. */
export function DictTag({ name, value }: DictTagProps) {
  const dict = useDict(name);
  if (value === null || value === undefined || value === '') return null;
  const index = dict.options.findIndex((option) => option.value === String(value));
  const color = index >= 0 ? COLORS[index % COLORS.length] : undefined;
  return (
    <Tag color={color} data-dict={name} data-value={String(value)}>
      {dict.label(value)}
    </Tag>
  );
}
