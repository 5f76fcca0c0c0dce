type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate | null = null;

export function bindNavigate(fn: Navigate): void {
  navigateFn = fn;
}

export function goTo(path: string, replace = false): void {
  if (navigateFn) navigateFn(path, { replace });
  else window.location.assign(path);
}
