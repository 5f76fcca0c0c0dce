import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) closure(dependency, seen);
  return seen;
}

const gzipKb = (keys: Iterable<string>): string => {
  let bytes = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk) bytes += gzipSync(readFileSync(path.join(dist, chunk.file)), { level: 9 }).length;
  }
  return (bytes / 1024).toFixed(1);
};

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry in the manifest: run `vite build` first');
const entry = closure(entryKey);
console.log(`entry (every page)            ${gzipKb(entry)} kB gzip`);

const pages: [string, string[]][] = [
  ['sign-in page', ['src/features/auth/LoginPage.tsx']],
  ['layout', ['src/layout/Layout.tsx']],
  ['layout + dashboard', ['src/layout/Layout.tsx', 'src/features/dashboard/DashboardPage.tsx']],
  ['my shops', ['src/features/companies/CompaniesPage.tsx']],
];
for (const [name, keys] of pages) {
  const all = new Set(entry);
  for (const key of keys) closure(key, all);
  const own = [...all].filter((key) => !entry.has(key));
  console.log(`${name.padEnd(30)}${gzipKb(all)} kB gzip in total (${gzipKb(own)} kB beyond the entry)`);
}
