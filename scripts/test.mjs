// `npm test`: every test, in order: typecheck, lint, unit, server integration, browser end-to-end.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasCjkFont() {
  const r = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim().length > 0;
}

function ensureBrowser() {
  if (fs.existsSync(CHROMIUM) && hasCjkFont()) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      'Missing Chromium or CJK fonts: run `sudo apt-get install -y chromium fonts-noto-cjk`, then `npm test` again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium and fonts-noto-cjk for the end-to-end tests…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk',
    {
      stdio: 'inherit',
      shell: '/bin/bash',
    },
  );
}

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npx biome ci . && npx knip --no-progress && npx knip --production --no-progress'],
  ['unit', 'npm run test:unit'],
  ['server', 'npm run test:server'],
  ['e2e', 'npm run test:e2e'],
];

const only = process.argv.slice(2);
if (only.length === 0 || only.includes('e2e')) ensureBrowser();
const results = [];
for (const [name, command] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const r = spawnSync(command, { stdio: 'inherit', shell: '/bin/bash' });
  results.push({ name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (r.status !== 0) break;
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
