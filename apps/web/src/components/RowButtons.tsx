import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

/** The buttons of a list of editable rows (`Form.List`): add a row under the list, remove one row. */
interface AddRowButtonProps {
  onClick: () => void;
  testId: string;
  disabled?: boolean;
  children: ReactNode;
}

export function AddRowButton({ onClick, testId, disabled, children }: AddRowButtonProps) {
  return (
    <Button type="dashed" icon={<PlusOutlined />} disabled={disabled} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

interface RemoveRowButtonProps {
  /** The button's accessible name (it shows only an icon). */
  label: string;
  onClick: () => void;
  testId: string;
  disabled?: boolean;
  /** Also show the label as a tooltip. */
  titled?: boolean;
  className?: string;
}

export function RemoveRowButton({
  label,
  onClick,
  testId,
  disabled,
  titled,
  className,
}: RemoveRowButtonProps) {
  return (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined />}
      className={className}
      aria-label={label}
      title={titled ? label : undefined}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    />
  );
}
