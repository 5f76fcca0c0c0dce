import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closureOf } from './chunks.ts';

const root = '/repo/node_modules';
const ANTD = `${root}/antd/es/index.js`;
const ICONS = `${root}/@ant-design/icons/es/index.js`;

/** A module graph as rolldown reports it: each module's code and the ids it imports. */
function graphOf(modules: Record<string, { code?: string; imports?: string[] }>) {
  return {
    getModuleInfo: (id: string) => {
      const found = modules[id];
      return found ? { code: found.code ?? '', importedIds: found.imports ?? [] } : null;
    },
  };
}

const antdIndex = [
  "export { default as Button } from './button';",
  "export { default as Table } from './table';",
  "export { default as DatePicker } from './date-picker';",
].join('\n');

describe('closureOf', () => {
  it('follows a barrel only to the names imported or re-exported from it', () => {
    const graph = graphOf({
      '/app/List.tsx': {
        code: 'import { Table, Button as AntButton } from "antd";\nexport { EditOutlined } from "@ant-design/icons";',
        imports: [ANTD, ICONS],
      },
      [ANTD]: {
        code: antdIndex,
        imports: [`${root}/antd/es/button/index.js`, `${root}/antd/es/date-picker/index.js`],
      },
      [`${root}/antd/es/table/index.js`]: { imports: [`${root}/rc-table/index.js`] },
    });
    const found = closureOf(graph, ['/app/List.tsx']);
    expect(found).toContain(`${root}/antd/es/table/index.js`);
    expect(found).toContain(`${root}/antd/es/button/index.js`);
    expect(found).toContain(`${root}/rc-table/index.js`);
    expect(found).toContain(path.join(`${root}/@ant-design/icons/es`, 'icons', 'EditOutlined.js'));
    expect(found).not.toContain(`${root}/antd/es/date-picker/index.js`);
    expect(found).not.toContain(ANTD);
  });

  it('follows every import of a module that is not a barrel', () => {
    const graph = graphOf({
      '/app/a.ts': { imports: ['/app/b.ts'] },
      '/app/b.ts': { imports: [`${root}/dayjs/index.js`] },
    });
    expect([...closureOf(graph, ['/app/a.ts'])].sort()).toEqual([
      '/app/a.ts',
      '/app/b.ts',
      `${root}/dayjs/index.js`,
    ]);
  });
});
