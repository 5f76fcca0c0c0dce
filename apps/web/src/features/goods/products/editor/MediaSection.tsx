import { Card, Col, Form, Row } from 'antd';
import { MediaInput } from '../../../../components/media/MediaInput.tsx';
import { GalleryInput } from './GalleryInput.tsx';
import { useEditorT } from './i18n.ts';

/** The main image, the gallery and an optional video, all from the media library. */
export function MediaSection() {
  const t = useEditorT();
  return (
    <Card title={t('sections.media')} data-testid="editor-media">
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <div data-testid="editor-image">
            <Form.Item name="image" label={t('fields.image')}>
              <MediaInput size={104} />
            </Form.Item>
          </div>
        </Col>
        <Col xs={24} md={16}>
          <div data-testid="editor-video">
            <Form.Item name="video" label={t('fields.video')}>
              <MediaInput kind="video" size={104} />
            </Form.Item>
          </div>
        </Col>
        <Col span={24}>
          <Form.Item name="gallery" label={t('fields.gallery')}>
            <GalleryInput />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
