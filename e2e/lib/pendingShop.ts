import type { Page } from 'playwright-core';
import { PASSWORD } from './app.ts';
import { assert } from './assert.ts';

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert(response.ok, `${method} ${path} → ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/**
 * A new shop waiting for platform approval, made the way a merchant makes one: register with an SMS
 * code (the echo provider returns it), create the shop, choose it, order a plan, then pay on the
 * sandbox pay page in the browser (its #pay link carries the sandbox signature).
 */
export async function pendingShop(page: Page, baseUrl: string, name: string, phone: string): Promise<void> {
  const { code } = await call<{ code: string }>(baseUrl, 'POST', '/auth/sms/send', {
    phone,
    scene: 'register',
  });
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/auth/userRegister', {
    phone,
    code,
    password: PASSWORD,
  });
  const { companyId } = await call<{ companyId: number }>(
    baseUrl,
    'POST',
    '/api/systemCompanyConfig',
    { companyName: name, contactName: '测试店主', contactPhone: phone },
    token,
  );
  const chosen = await call<{ token: string }>(
    baseUrl,
    'GET',
    `/api/systemCompanyConfig/choiceCompany?companyId=${companyId}`,
    undefined,
    token,
  );
  const plans = await call<{ id: number }[]>(
    baseUrl,
    'GET',
    '/api/systemCompanyConfig/getProduct',
    undefined,
    token,
  );
  const plan = plans[0];
  assert(plan, 'a plan is on sale');
  const order = await call<{ payUrl: string }>(
    baseUrl,
    'POST',
    `/api/createYlOrder/${plan.id}`,
    undefined,
    chosen.token,
  );
  await page.goto(order.payUrl);
  await page.click('#pay');
  await page.locator('#result[data-ok=true]').waitFor();
}
