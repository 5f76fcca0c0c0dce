let leaving = false;

function markLeaving(): void {
  leaving = true;
}

/** The user may stay after all (a page with unsaved edits asks): a page still running is not leaving. */
const STILL_HERE_MS = 3000;

function markMaybeLeaving(): void {
  leaving = true;
  setTimeout(() => {
    leaving = false;
  }, STILL_HERE_MS);
}

export function watchPageLeave(): void {
  window.addEventListener('beforeunload', markMaybeLeaving);
  window.addEventListener('pagehide', markLeaving);
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function isLeavingPage(): boolean {
  return leaving;
}
