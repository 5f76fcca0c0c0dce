import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useAppStore } from '../../state/app.ts';
import { BuilderWorkspace } from './BuilderWorkspace.tsx';
import { useDecoT } from './i18n.ts';
import { PAGES_PATH } from './paths.ts';
import './decoration.css';

/** `/shop/decoration/builder/:id` (menu component shop/decoration/builder): the page builder. */
export default function BuilderPage() {
  const { id } = useParams();
  const pageId = Number(id);
  const phone = useAppStore((state) => state.device === 'mobile');
  if (phone) return <NeedsWideScreen />;
  if (!Number.isInteger(pageId) || pageId <= 0) return <BadPage />;
  return <BuilderWorkspace key={pageId} pageId={pageId} />;
}

function BadPage() {
  const t = useDecoT();
  return <Result status="warning" title={t('builder.loadFailed')} />;
}

/** Three columns and a 375 px phone frame do not fit a phone: say so, and lead back to the pages. */
function NeedsWideScreen() {
  const t = useDecoT();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('builder.needsWide')}
      extra={
        <Button type="primary" onClick={() => navigate(PAGES_PATH)} data-testid="deco-needs-wide-back">
          {t('builder.back')}
        </Button>
      }
      data-testid="deco-needs-wide"
    />
  );
}
