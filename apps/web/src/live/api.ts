import { AUTH_URL, authContract, LIVE_TICKET_URL, liveContract } from '@hh/shared';
import { isApiError } from '../http/ApiError.ts';
import { http } from '../http/client.ts';

/** Whether the server still accepts the session (asked quietly: no dialog, no notification). */
export async function sessionAccepted(): Promise<boolean> {
  try {
    await http.get(`${AUTH_URL}/info`, authContract.info, undefined, { quiet: true });
    return true;
  } catch (error) {
    return !(isApiError(error) && (error.status === 401 || error.status === 403));
  }
}

/** A one-time ticket that opens the live socket within 30 seconds. */
export async function liveTicket(): Promise<string> {
  const { ticket } = await http.post(LIVE_TICKET_URL, liveContract.ticket, undefined, { quiet: true });
  return ticket;
}
