import { reconnectDelay } from './backoff.ts';
import { parseLiveMessage } from './parse.ts';
import type { LiveEvent } from './types.ts';

/** @internal */
export interface SocketHandlers {
  message(text: string): void;
  close(code: number): void;
}

export interface OpenSocket {
  close(): void;
}

export interface LiveDriver {
  open(token: string, handlers: SocketHandlers): OpenSocket;
  /** Asked after a connection failed before its greeting: false when the server refuses the token. */
  tokenAccepted(token: string): Promise<boolean>;
  deliver(event: LiveEvent): void;
}

/** Close codes after which reconnecting cannot help: no shop chosen (4403), token refused. */
const FINAL_CLOSE_CODES = new Set([4401, 4403, 1008]);

/**
 * One live socket for one token: reconnects with backoff (1 s doubling to 30 s, back to 1 s after a
 * greeting) while the token stays valid; stops for good on a final close code or a refused token.
 */
export class LiveConnection {
  private token: string | null = null;
  private socket: OpenSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;

  constructor(private readonly driver: LiveDriver) {}

  get activeToken(): string | null {
    return this.token;
  }

  start(token: string): void {
    if (this.token === token) return;
    this.stop();
    this.token = token;
    this.attempt = 0;
    this.connect(token);
  }

  stop(): void {
    this.token = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private connect(token: string): void {
    let greeted = false;
    const socket = this.driver.open(token, {
      message: (text) => {
        if (this.socket !== socket) return;
        const message = parseLiveMessage(text);
        if (message.kind === 'hello') {
          greeted = true;
          this.attempt = 0;
        } else if (message.kind === 'event') {
          this.driver.deliver(message.event);
        }
      },
      close: (code) => {
        if (this.socket !== socket) return;
        this.socket = null;
        if (FINAL_CLOSE_CODES.has(code)) this.stop();
        else if (greeted) this.retry(token);
        else void this.retryIfAccepted(token);
      },
    });
    this.socket = socket;
  }

  private async retryIfAccepted(token: string): Promise<void> {
    const accepted = await this.driver.tokenAccepted(token).catch(() => true);
    if (this.token !== token) return;
    if (accepted) this.retry(token);
    else this.stop();
  }

  private retry(token: string): void {
    if (this.token !== token) return;
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.token === token) this.connect(token);
    }, delay);
  }
}
