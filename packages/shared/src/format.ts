export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type TimeInput = number | string | Date;
type FormatLang = 'zh' | 'en';

/** @internal */
export function toMillis(time: TimeInput): number {
  if (time instanceof Date) return time.getTime();
  const text = String(time).trim();
  if (/^\d{10}$/.test(text)) return Number(text) * 1000;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return new Date(text).getTime();
}

const pad = (value: number): string => String(value).padStart(2, '0');

export function formatDate(time: TimeInput, pattern: string = DEFAULT_DATE_FORMAT): string {
  const date = new Date(toMillis(time));
  if (Number.isNaN(date.getTime())) return '';
  const tokens: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

const RELATIVE_LABELS: Record<
  FormatLang,
  { justNow: string; minutes: (n: number) => string; hours: (n: number) => string; oneDay: string }
> = {
  zh: { justNow: '刚刚', minutes: (n) => `${n}分钟前`, hours: (n) => `${n}小时前`, oneDay: '1天前' },
  en: {
    justNow: 'just now',
    minutes: (n) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
    hours: (n) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
    oneDay: '1 day ago',
  },
};

export interface RelativeTimeOptions {
  now?: number;
  lang?: FormatLang;
  pattern?: string;
}

export function formatRelativeTime(time: TimeInput, options: RelativeTimeOptions = {}): string {
  const millis = toMillis(time);
  const labels = RELATIVE_LABELS[options.lang ?? 'zh'];
  const diff = ((options.now ?? Date.now()) - millis) / 1000;
  if (diff < 30) return labels.justNow;
  if (diff < HOUR) return labels.minutes(Math.ceil(diff / MINUTE));
  if (diff < DAY) return labels.hours(Math.ceil(diff / HOUR));
  if (diff < DAY * 2) return labels.oneDay;
  return formatDate(millis, options.pattern);
}
