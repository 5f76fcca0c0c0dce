import { Result } from 'antd';
import { useParams } from 'react-router';
import { BuilderWorkspace } from './BuilderWorkspace.tsx';
import { useDecoT } from './i18n.ts';
import './decoration.css';

/** `/shop/decoration/builder/:id` (menu component shop/decoration/builder): the page builder. */
export default function BuilderPage() {
  const { id } = useParams();
  const pageId = Number(id);
  if (!Number.isInteger(pageId) || pageId <= 0) return <BadPage />;
  return <BuilderWorkspace key={pageId} pageId={pageId} />;
}

function BadPage() {
  const t = useDecoT();
  return <Result status="warning" title={t('builder.loadFailed')} />;
}
