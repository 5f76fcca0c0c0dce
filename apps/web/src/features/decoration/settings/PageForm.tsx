import { DECO_NAME_MAX, DECO_TITLE_MAX } from '@hh/shared';
import { Form, Input } from 'antd';
import { useDecoT } from '../i18n.ts';
import type { PageFace } from '../types.ts';
import { ColorField, Field, PictureField } from './fields.tsx';

interface PageFormProps {
  face: PageFace;
  onChange(patch: Partial<PageFace>, group?: string): void;
}

/** The page's own settings: name, title, background, share picture and title. */
export function PageForm({ face, onChange }: PageFormProps) {
  const t = useDecoT();
  return (
    <Form layout="vertical" component="div" data-testid="deco-page-form">
      <Field label={t('fields.name')} field="name" required>
        <Input
          value={face.name}
          maxLength={DECO_NAME_MAX}
          showCount
          onChange={(e) => onChange({ name: e.target.value }, 'name')}
          data-testid="deco-field-name"
        />
      </Field>
      <Field label={t('fields.pageTitle')} field="title">
        <Input
          value={face.title}
          maxLength={DECO_TITLE_MAX}
          onChange={(e) => onChange({ title: e.target.value }, 'title')}
          data-testid="deco-field-page-title"
        />
      </Field>
      <Field label={t('fields.background')}>
        <ColorField
          value={face.background}
          onChange={(background) => onChange({ background }, 'background')}
        />
      </Field>
      <Field label={t('fields.backgroundImage')} field="backgroundImage">
        <PictureField
          value={face.backgroundImage}
          onChange={(backgroundImage) => onChange({ backgroundImage })}
        />
      </Field>
      <Field label={t('fields.sharePicture')} field="sharePicture">
        <PictureField value={face.sharePicture} onChange={(sharePicture) => onChange({ sharePicture })} />
      </Field>
      <Field label={t('fields.shareTitle')} field="shareTitle">
        <Input
          value={face.shareTitle}
          maxLength={60}
          onChange={(e) => onChange({ shareTitle: e.target.value }, 'shareTitle')}
        />
      </Field>
    </Form>
  );
}
