import { isApiError } from '../http/ApiError.ts';
import { liveTicket, sessionAccepted } from './api.ts';
import { dispatchLiveEvent } from './bus.ts';
import type { LiveDriver } from './connection.ts';

/** Close code reported when the server refuses to issue a ticket (signed out or no shop): final. */
const TICKET_REFUSED = 4401;
/** Close code reported when the ticket request failed on the way (network): retried. */
const TICKET_UNREACHABLE = 1006;

/** The socket address on the page's own origin (wss: under https), carrying a one-time ticket. */
function socketUrl(ticket: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/api/ws?ticket=${encodeURIComponent(ticket)}`;
}

/** Asks for a one-time ticket (with the Authorization header), then opens the socket with it. */
export const browserDriver: LiveDriver = {
  open(_token, handlers) {
    let socket: WebSocket | null = null;
    let closed = false;
    liveTicket().then(
      (ticket) => {
        if (closed) return;
        socket = new WebSocket(socketUrl(ticket, window.location));
        socket.onmessage = (event) => {
          if (typeof event.data === 'string') handlers.message(event.data);
        };
        socket.onclose = (event) => handlers.close(event.code);
      },
      (error: unknown) => {
        if (closed) return;
        const refused = isApiError(error) && (error.status === 401 || error.status === 403);
        handlers.close(refused ? TICKET_REFUSED : TICKET_UNREACHABLE);
      },
    );
    return {
      close() {
        closed = true;
        if (!socket) return;
        socket.onmessage = null;
        socket.onclose = null;
        socket.close(1000);
      },
    };
  },
  tokenAccepted: () => sessionAccepted(),
  deliver: dispatchLiveEvent,
};
