import { Card, Col, Descriptions, Progress, Row } from 'antd';
import { usePlatformT } from '../i18n.ts';
import type { SystemStatus } from './api.ts';
import { formatBytes, formatDuration, percentOf } from './format.ts';
import { useDurationUnits } from './useDurationUnits.ts';

function Meter({ label, used, total }: { label: string; used: number; total: number }) {
  const t = usePlatformT();
  return (
    <div className="hh-status-meter">
      <div className="hh-status-meter-head">
        <span>{label}</span>
        <span>{t('status.ofTotal', { used: formatBytes(used), total: formatBytes(total) })}</span>
      </div>
      <Progress percent={percentOf(used, total)} size="small" />
    </div>
  );
}

export function OverviewCards({ status }: { status: SystemStatus }) {
  const t = usePlatformT();
  const units = useDurationUnits();
  const { memory, database } = status;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('status.server')} className="hh-status-card">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('status.uptime')}>
              <span data-testid="status-uptime">{formatDuration(status.uptimeSeconds, units)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('status.node')}>{status.node}</Descriptions.Item>
            <Descriptions.Item label={t('status.platform')}>{status.platform}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('status.memory')} className="hh-status-card">
          <div className="hh-status-line">
            <span>{t('status.rss')}</span>
            <strong data-testid="status-rss">{formatBytes(memory.rss)}</strong>
          </div>
          <Meter label={t('status.heapUsed')} used={memory.heapUsed} total={memory.rss} />
          <Meter
            label={t('status.systemMemory')}
            used={memory.systemTotal - memory.systemFree}
            total={memory.systemTotal}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('status.database')} className="hh-status-card">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('status.dbKind')}>
              {t(database.kind === 'pglite' ? 'status.kinds.pglite' : 'status.kinds.postgres')}
            </Descriptions.Item>
            <Descriptions.Item label={t('status.dbSize')}>
              <span data-testid="status-db-size">{formatBytes(database.sizeBytes)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('status.dbVersion')}>
              <span className="hh-status-version" title={database.version}>
                {database.version}
              </span>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
