/** Delivers a code to a phone. `echo` also lets the route hand it back (automated tests only). */
export interface SmsProvider {
  readonly echoes: boolean;
  /** The sending caps that go with this account (see `sendSmsCode`). */
  readonly limits: SmsLimits;
  send(phone: string, scene: string, code: string): Promise<void>;
}

export interface SmsLimits {
  /** Codes issued in 24 hours, all phones together (SMS_DAILY_LIMIT). */
  daily: number;
  /** Codes asked for from one address in 10 minutes (SMS_IP_LIMIT_10MIN). */
  perIpShort: number;
  /** Codes asked for from one address in 24 hours (SMS_IP_LIMIT_DAY). */
  perIpDay: number;
}
