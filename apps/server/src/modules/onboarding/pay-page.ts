import type { Lang } from '../../i18n/messages.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TEXT = {
  zh: {
    title: '沙箱支付',
    shop: '店铺',
    plan: '套餐',
    amount: '金额',
    pay: '确认支付',
    paid: '该订单已支付',
    note: '演示环境：点击即完成支付，不会产生真实扣款。',
  },
  en: {
    title: 'Sandbox payment',
    shop: 'Shop',
    plan: 'Plan',
    amount: 'Amount',
    pay: 'Pay now',
    paid: 'This order is paid',
    note: 'Demo mode: the button completes the payment; no real money moves.',
  },
} as const;

/** The sandbox provider's pay page (what the QR code opens in demo mode). */
export function payPage(
  lang: Lang,
  o: { shop: string; plan: string; amount: string; paid: boolean; callbackUrl: string },
) {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:40px 16px;padding:24px;border-radius:12px;max-width:360px;width:100%;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#888}dd{margin:0}.amount{font-size:28px;color:#f5222d}a.pay{display:block;text-align:center;background:#07c160;color:#fff;
padding:12px;border-radius:8px;text-decoration:none;font-size:16px}p{color:#888;font-size:12px}</style></head>
<body><main><h1>${t.title}</h1><dl><dt>${t.shop}</dt><dd>${escapeHtml(o.shop)}</dd><dt>${t.plan}</dt><dd>${escapeHtml(o.plan)}</dd>
<dt>${t.amount}</dt><dd class="amount">¥${escapeHtml(o.amount)}</dd></dl>
${o.paid ? `<strong>${t.paid}</strong>` : `<a class="pay" id="pay" href="${escapeHtml(o.callbackUrl)}">${t.pay}</a>`}
<p>${t.note}</p></main></body></html>`;
}

export function paidPage(lang: Lang, ok: boolean) {
  const zh = lang === 'zh';
  const text = ok
    ? zh
      ? '支付成功，请返回后台查看'
      : 'Paid. You can go back to the back office.'
    : zh
      ? '支付校验失败'
      : 'The payment could not be verified';
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text}</title></head><body style="font-family:system-ui;text-align:center;padding:60px 16px">
<h1 id="result" data-ok="${ok}">${text}</h1></body></html>`;
}
