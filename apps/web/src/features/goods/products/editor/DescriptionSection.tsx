import { Card, Form, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useEditorT } from './i18n.ts';

const RichTextEditor = lazy(() => import('../../../../components/richText/RichTextEditor.tsx'));

/** The rich-text description; the editor loads in its own chunk. */
export function DescriptionSection() {
  const t = useEditorT();
  return (
    <Card title={t('sections.description')} data-testid="editor-description">
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <Form.Item name="description" noStyle>
          <RichTextEditor placeholder={t('placeholders.description')} />
        </Form.Item>
      </Suspense>
    </Card>
  );
}
