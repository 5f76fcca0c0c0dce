import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface IconButtonProps {
  icon: ReactNode;
  /** Shown as its tooltip and said by a screen reader. */
  label: string;
  onClick(): void;
  testId: string;
  small?: boolean;
}

/** A text button showing only its icon, named by a tooltip and its aria-label. */
export function IconButton({ icon, label, onClick, testId, small }: IconButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size={small ? 'small' : undefined}
        icon={icon}
        aria-label={label}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );
}
