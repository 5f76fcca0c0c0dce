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

interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/** The icon package's index re-exports every icon: a light module only pulls in the icons it names. */
const ICON_INDEX = /[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@ant-design\/icons["']/g;

function namedIcons(code: string | null, index: string): string[] {
  const names = [...(code ?? '').matchAll(ICON_IMPORT)].flatMap((m) => (m[1] ?? '').split(','));
  return names
    .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
    .filter((name) => /^\w+$/.test(name))
    .map((name) => path.join(path.dirname(index), 'icons', `${name}.js`));
}

/** The static import closure of the light roots, walked once per build. */
function lightClosure(graph: Graph): Set<string> {
  const found = new Set<string>();
  const stack = [...LIGHT_ROOTS];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    const info = graph.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) {
      if (ICON_INDEX.test(next)) stack.push(...namedIcons(info?.code ?? null, next));
      else stack.push(next);
    }
  }
  return found;
}

/**
 * The back office's screens otherwise arrive as about a hundred small chunks (each antd component
 * and icon shared by a different set of screens gets its own file), and a cold screen spent more
 * time fetching and handling files than running them (108 scripts for the product list). Every
 * UI library module the light pages do not need goes into one `libs` chunk (its dependencies stay
 * where they are, so the light pages keep theirs), and common chunks under 8 kB are copied into
 * the chunks that use them. Both need strict execution order (`vite.config.ts`): each module runs
 * when first imported, as in the source, not when its chunk happens to load.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  let light: Set<string> | undefined;
  const outsideLight = (name: string) => (id: string, graph: Graph) => {
    light ??= lightClosure(graph);
    return light.has(id) ? null : name;
  };
  return {
    experimentalInlineCommonChunks: { maxSize: 8192 },
    groups: [
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
      { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 25 },
      { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/, priority: 20 },
      {
        name: outsideLight('libs'),
        test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@tanstack|classnames|@babel|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|json2mq|string-convert|@emotion)[\\/]/,
        priority: 10,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
