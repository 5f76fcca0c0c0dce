import { sessionAccepted } from './api.ts';
import { dispatchLiveEvent } from './bus.ts';
import type { LiveDriver } from './connection.ts';

/** The socket address on the page's own origin: wss: under https, ws: otherwise. */
export function socketUrl(token: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/api/ws?token=${encodeURIComponent(token)}`;
}

export const browserDriver: LiveDriver = {
  open(token, handlers) {
    const socket = new WebSocket(socketUrl(token, window.location));
    socket.onmessage = (event) => {
      if (typeof event.data === 'string') handlers.message(event.data);
    };
    socket.onclose = (event) => handlers.close(event.code);
    return {
      close() {
        socket.onmessage = null;
        socket.onclose = null;
        socket.close(1000);
      },
    };
  },
  tokenAccepted: () => sessionAccepted(),
  deliver: dispatchLiveEvent,
};
