import pg from 'pg';

/**
 * Loaded into the server process by the orders bench (`--import`): counts the queries the server
 * sends to PostgreSQL, each `client.query` one round trip (a multi-statement `begin; …` is one), and
 * answers the count when the bench asks over the IPC channel.
 */
let sent = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  sent++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
process.on('message', (message) => {
  if (message === 'roundTrips') process.send?.({ roundTrips: sent });
});
