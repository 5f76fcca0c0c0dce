import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { flows } from './flows/index.ts';
import { type FlowResult, runFlow } from './lib/harness.ts';
import { startServer } from './lib/server.ts';

const DIST = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist', 'index.html');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function main(): Promise<number> {
  if (!existsSync(DIST)) {
    console.error('apps/web/dist is missing: run `npm run build` first');
    return 1;
  }
  const only = process.argv.slice(2);
  const selected =
    only.length > 0 ? flows.filter((flow) => only.some((name) => flow.name.includes(name))) : flows;
  const server = await startServer();
  const results: FlowResult[] = [];
  const flaky: string[] = [];
  try {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      for (const flow of selected) {
        let result = await runFlow(browser, server.baseUrl, flow);
        if (!result.ok) {
          // One more try, said out loud: a flow that passes only on its second run is listed as flaky.
          console.log(`RETRY ${result.name} (${result.ms} ms)\n     ${result.error}`);
          const second = await runFlow(browser, server.baseUrl, flow);
          if (second.ok) flaky.push(flow.name);
          result = second;
        }
        results.push(result);
        const mark = result.ok ? 'ok  ' : 'FAIL';
        console.log(
          `${mark} ${result.name} (${result.ms} ms)${result.error ? `\n     ${result.error}` : ''}`,
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  if (flaky.length > 0) console.log(`flaky (passed on a second run): ${flaky.join('; ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && results.length > 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
