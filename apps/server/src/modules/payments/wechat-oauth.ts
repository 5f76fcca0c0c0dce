/** How long WeChat's code exchange may take before it counts as WeChat being down. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * The official account's web sign-in, silent scope (`snsapi_base`): WeChat sends the shopper back
 * with a one-time code, exchanged here for their openid under this account.
 */
export class WechatOAuth {
  constructor(
    readonly appId: string,
    private readonly secret: string,
    private readonly http: typeof fetch = fetch,
  ) {}

  /** Where the shopper's WeChat asks them nothing and comes back to `redirectUri?code=…&state=…`. */
  authorizeUrl(redirectUri: string, state: string): string {
    const q = new URLSearchParams({
      appid: this.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_base',
      state,
    });
    return `https://open.weixin.qq.com/connect/oauth2/authorize?${q}#wechat_redirect`;
  }

  /** The openid a code stands for; throws when WeChat refuses the code or cannot be reached. */
  async openidOf(code: string): Promise<string> {
    const q = new URLSearchParams({
      appid: this.appId,
      secret: this.secret,
      code,
      grant_type: 'authorization_code',
    });
    const res = await this.http(`https://api.weixin.qq.com/sns/oauth2/access_token?${q}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => ({}))) as { openid?: unknown; errcode?: unknown };
    if (!res.ok || typeof answer.openid !== 'string' || !answer.openid) {
      throw new Error(
        `WeChat OAuth code exchange failed: ${res.status} ${String(answer.errcode ?? '')}`.trim(),
      );
    }
    return answer.openid;
  }
}
