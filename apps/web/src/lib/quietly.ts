/**
 * Runs an action from a click or an effect. Its failure has already been shown by the http client's
 * error catalogue, and the list state was cleaned up where it failed, so nothing is left to do here.
 */
export function quietly(action: Promise<unknown>): void {
  action.catch(() => undefined);
}
