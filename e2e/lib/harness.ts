import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

export interface FlowContext {
  baseUrl: string;
  newPage(options?: BrowserContextOptions): Promise<Page>;
  screenshot(page: Page, name: string): Promise<void>;
}

export interface Flow {
  name: string;
  run(context: FlowContext): Promise<void>;
}

export interface FlowResult {
  name: string;
  ok: boolean;
  ms: number;
  error?: string;
}

const DEFAULT_VIEWPORT = { width: 1366, height: 820 };

export async function runFlow(browser: Browser, baseUrl: string, flow: Flow): Promise<FlowResult> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  const refused: string[] = [];
  const context: FlowContext = {
    baseUrl,
    newPage: async (options) => {
      const created = await browser.newContext({ baseURL: baseUrl, viewport: DEFAULT_VIEWPORT, ...options });
      contexts.push(created);
      created.setDefaultTimeout(10_000);
      const page = await created.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // A failure names the last calls the server refused, since CI keeps no screenshots.
      page.on('response', (response) => {
        if (response.status() < 400 || !/\/(api|auth)\//.test(response.url())) return;
        const call = `${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`;
        void response.text().then(
          (body) => refused.push(`${call} ${body.slice(0, 160)}`),
          () => refused.push(call),
        );
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          pageErrors.push(`CSP violation: ${message.text()}`);
      });
      return page;
    },
    screenshot: async (page, name) => {
      await page.waitForTimeout(350);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
    },
  };
  const started = Date.now();
  try {
    await flow.run(context);
    if (pageErrors.length > 0) throw new Error(`uncaught page errors: ${pageErrors.join(' | ')}`);
    return { name: flow.name, ok: true, ms: Date.now() - started };
  } catch (error) {
    await Promise.all(
      contexts.flatMap((created, i) =>
        created.pages().map((page, j) =>
          page
            .screenshot({
              path: path.join(SCREENSHOT_DIR, `FAILED-${flow.name.replace(/\W+/g, '_')}-${i}-${j}.png`),
            })
            .catch(() => undefined),
        ),
      ),
    );
    const text = error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error);
    const message = refused.length ? `${text}\n     refused calls: ${refused.slice(-4).join(' | ')}` : text;
    return { name: flow.name, ok: false, ms: Date.now() - started, error: message };
  } finally {
    await Promise.all(contexts.map((created) => created.close().catch(() => undefined)));
  }
}
