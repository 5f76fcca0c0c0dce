let leaving = false;

function markLeaving(): void {
  leaving = true;
}

export function watchPageLeave(): void {
  window.addEventListener('beforeunload', markLeaving);
  window.addEventListener('pagehide', markLeaving);
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function isLeavingPage(): boolean {
  return leaving;
}
