import { Alert, type AlertProps } from 'antd';
import './form.css';

interface DialogNoteProps {
  type: AlertProps['type'];
  title: string;
  testId?: string;
}

/** A rule or warning above a dialog's fields. */
export function DialogNote({ type, title, testId }: DialogNoteProps) {
  return <Alert type={type} showIcon title={title} className="hh-dialog-note" data-testid={testId} />;
}
