const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → "1.5 KB": binary steps, one decimal under 100 of a unit and none above. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

export interface DurationUnits {
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** 93784 s → "1 d 2 h 3 min": the two largest parts that are not zero (seconds only under an hour). */
export function formatDuration(totalSeconds: number, units: DurationUnits): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), units.day],
    [Math.floor((seconds % 86_400) / 3600), units.hour],
    [Math.floor((seconds % 3600) / 60), units.minute],
    [seconds < 3600 ? seconds % 60 : 0, units.second],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  if (first === -1) return `0 ${units.second}`;
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
}

/** Query times: "0.42 ms", "12.3 ms", "845 ms", "1.25 s". */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 100) return `${Math.round(ms)} ms`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

/** The share of a total in whole percent, for progress bars. */
export function percentOf(part: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((part / total) * 100)));
}
