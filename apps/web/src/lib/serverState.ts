const resetters = new Set<() => void>();

export function onServerStateReset(reset: () => void): void {
  resetters.add(reset);
}

export function resetServerState(): void {
  for (const reset of resetters) reset();
}
