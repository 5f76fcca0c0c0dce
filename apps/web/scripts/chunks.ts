import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

/**
 * What every visitor loads before knowing where they are going: the two entries and the sign-in
 * page. Their static imports keep rolldown's own small chunks, so the sign-in page and the
 * storefront page never download the back office's libraries.
 */
const LIGHT_ROOTS = [
  'src/main.tsx',
  'src/app/start.tsx',
  'src/storefront/main.tsx',
  'src/features/auth/LoginPage.tsx',
].map((file) => fileURLToPath(new URL(`../${file}`, import.meta.url)));

/** The screen most often opened cold, and the layout around every screen: their libraries come first. */
const CORE_ROOTS = ['src/layout/Layout.tsx', 'src/features/goods/products/ProductListPage.tsx'].map((file) =>
  fileURLToPath(new URL(`../${file}`, import.meta.url)),
);

interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/**
 * Barrels re-export a whole package: a module that imports a few names from one pulls in only the
 * files behind those names (as tree-shaking will), not the package.
 */
interface Barrel {
  index: RegExp;
  specifier: string;
  fileOf(name: string, index: string, graph: Graph): string | undefined;
}

const ANTD_EXPORT = /export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*["']\.\/([\w-]+)["']/g;
let antdFiles: Map<string, string> | undefined;

const BARRELS: Barrel[] = [
  {
    index: /[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/,
    specifier: '@ant-design/icons',
    fileOf: (name, index) => path.join(path.dirname(index), 'icons', `${name}.js`),
  },
  {
    index: /[\\/]antd[\\/]es[\\/]index\.js$/,
    specifier: 'antd',
    fileOf: (name, index, graph) => {
      antdFiles ??= new Map(
        [...(graph.getModuleInfo(index)?.code ?? '').matchAll(ANTD_EXPORT)].map((m) => [
          m[1] as string,
          path.join(path.dirname(index), m[2] as string, 'index.js'),
        ]),
      );
      return antdFiles.get(name);
    },
  },
];

function importedNames(code: string | null, specifier: string): string[] {
  const pattern = new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
  return [...(code ?? '').matchAll(pattern)]
    .flatMap((m) => (m[1] ?? '').split(','))
    .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
    .filter((name) => /^\w+$/.test(name));
}

/** The static import closure of some roots, walked once per build. */
export function closureOf(graph: Graph, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    const info = graph.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) {
      const barrel = BARRELS.find((b) => b.index.test(next));
      if (!barrel) {
        stack.push(next);
        continue;
      }
      for (const name of importedNames(info?.code ?? null, barrel.specifier)) {
        const file = barrel.fileOf(name, next, graph);
        if (file) stack.push(file);
      }
    }
  }
  return found;
}

/**
 * The back office's screens otherwise arrive as about a hundred small chunks (each antd component
 * and icon shared by a different set of screens gets its own file), and a cold screen spent more
 * time fetching and handling files than running them (108 scripts for the product list). Every
 * UI library module the light pages do not need goes into `libs` when the layout or the product
 * list uses it, into `libs-more` otherwise: the cold list parses 1.15 MB of libraries, not 1.49 (its
 * dependencies stay where they are, so the light pages keep theirs); common chunks under 8 kB are copied into
 * the chunks that use them. Both need strict execution order (`vite.config.ts`): each module runs
 * when first imported, as in the source, not when its chunk happens to load.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  let light: Set<string> | undefined;
  let core: Set<string> | undefined;
  const outsideLight = (name: string) => (id: string, graph: Graph) => {
    light ??= closureOf(graph, LIGHT_ROOTS);
    core ??= closureOf(graph, CORE_ROOTS);
    if (light.has(id)) return null;
    return core.has(id) ? name : `${name}-more`;
  };
  return {
    experimentalInlineCommonChunks: { maxSize: 8192 },
    groups: [
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
      { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 25 },
      { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/, priority: 20 },
      // What the storefront's entry and its pages loaded on demand share (rolldown would name it after its first module, `router`).
      { name: 'h5-base', test: /src[\\/]storefront[\\/][\w-]+\.ts$/, priority: 15 },
      {
        name: outsideLight('libs'),
        test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@tanstack|classnames|@babel|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|json2mq|string-convert|@emotion)[\\/]/,
        priority: 10,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
