import { browserDriver } from './browserDriver.ts';
import { LiveConnection } from './connection.ts';

const connection = new LiveConnection(browserDriver);
let holders = 0;

/** Keeps the one live socket open for `token` until every holder has let go. */
export function holdLiveConnection(token: string): () => void {
  holders += 1;
  connection.start(token);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) connection.stop();
  };
}
