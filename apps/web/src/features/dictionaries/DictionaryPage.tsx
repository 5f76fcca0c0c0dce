import { DICTS_URL, dictRow } from '@hh/shared';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { useCrud } from '../../components/crud/useCrud.ts';
import type { Dict, DictInput } from './api.ts';
import { DictEntries } from './DictEntries.tsx';
import { DictList, type DictQuery } from './DictList.tsx';
import { useDictionariesT } from './i18n.ts';
import './dictionaries.css';

/** `system/dict/index`: dictionaries on the left, the chosen one's entries on the right. */
export default function DictionaryPage() {
  const t = useDictionariesT();
  const crud = useCrud<Dict, DictInput, DictQuery>({
    url: DICTS_URL,
    row: dictRow,
    title: t('title'),
    item: t('dicts.item'),
    defaultQuery: {},
    emptyForm: () => ({ name: '', description: '' }),
    toForm: (row) => ({ name: row.name, description: row.description }),
    toBody: (values) => ({ name: values.name.trim(), description: values.description?.trim() ?? '' }),
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = crud.rows.find((row) => row.id === selectedId) ?? null;

  return (
    <Row gutter={[16, 16]} data-testid="dictionary-page">
      <Col xs={24} xl={11}>
        <DictList crud={crud} selectedId={selected?.id ?? null} onSelect={(dict) => setSelectedId(dict.id)} />
      </Col>
      <Col xs={24} xl={13}>
        <DictEntries dict={selected} />
      </Col>
    </Row>
  );
}
