// A fake Discord webhook on loopback for the relay's measuring tools (test-faults.mjs, test-deploy.mjs): it answers
// like Discord's webhook API, each answer picked by `state.behaviour()`, and counts what it delivered per reference.
import http from 'node:http';

export const WEBHOOK_PATH = '/api/webhooks/112233445566778899/fault-probe-token';

/** Answers like Discord's webhook API; `behaviour()` picks each answer: ok, 429 (three kinds), 500, drop, hang. */
export function startDiscord() {
  const state = { behaviour: () => 'ok', delivered: new Map(), attempts: [], hanging: new Set(), nextId: 1n };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = state.behaviour();
      state.attempts.push({ at: Date.now(), answer });
      const json = (status, value, headers = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (req.url?.split('?')[0] !== WEBHOOK_PATH) return json(404, { message: 'Unknown Webhook', code: 10015 });
      switch (answer) {
        case 'drop':
          return req.socket.destroy();
        case 'hang':
          return void state.hanging.add(res);
        case '500':
          return json(500, { message: '500: Internal Server Error', code: 0 });
        case '429-header':
          return json(
            429,
            { message: 'You are being rate limited.', retry_after: 0.2, global: false },
            { 'retry-after': '0.2' },
          );
        case '429-body':
          return json(429, { message: 'You are being rate limited.', retry_after: 0.3, global: false });
        case '429-none':
          return json(429, { message: 'You are being rate limited.', global: false });
        default: {
          const reference = /Referenz: (CL-\w{6})/.exec(body)?.[1] ?? '?';
          state.delivered.set(reference, (state.delivered.get(reference) ?? 0) + 1);
          return json(200, { id: String(state.nextId++), type: 0, channel_id: '1' });
        }
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        state,
        webhookUrl: `http://127.0.0.1:${port}${WEBHOOK_PATH}`,
        close: () => {
          for (const res of state.hanging) res.destroy();
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        },
      });
    }),
  );
}
