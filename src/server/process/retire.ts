import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { RETIRE_MESSAGE } from '../releases/release-info';
import { closeThenExit } from './shutdown-drain';

/**
 * A connection kept alive by a client may carry its next request at any moment: one the server closes while idle can
 * cross that request on the wire, and a client that does not retry (the relay's posts are not idempotent to a proxy)
 * sees an error. So a retiring server closes none: each connection's next answer says `Connection: close`, and a
 * connection left idle ends by the server's keep-alive timeout (10 s), as it would any day. Then the rest closes.
 */
export function retireWhenAsked(app: FastifyInstance, idleLimitMs: number): void {
  let retiring = false;
  process.on('message', (message) => {
    if (message !== RETIRE_MESSAGE || retiring) return;
    retiring = true;
    app.closeConnections();
    app.log.info('Neue Release übernimmt: nehme keine Verbindung mehr an, beende Laufendes');
    const connectionsEnded = new Promise((resolve) => app.server.once('close', resolve));
    // net.Server's own close stops accepting and leaves open connections be (http.Server's also closes idle ones).
    net.Server.prototype.close.call(app.server);
    const limit = new Promise((resolve) => setTimeout(resolve, idleLimitMs).unref());
    closeThenExit(app, Promise.race([connectionsEnded, limit]));
  });
}
