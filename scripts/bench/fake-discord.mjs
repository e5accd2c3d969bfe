// A fake Discord webhook on loopback for the relay's measuring tools (test-faults.mjs, test-deploy.mjs): it answers
// like Discord's webhook API, each answer picked by `state.behaviour()`, and counts what it delivered per reference
// (test-abuse.mjs gives it a channel's limit with `channelLimit`).
import http from 'node:http';

export const WEBHOOK_PATH = '/api/webhooks/112233445566778899/fault-probe-token';

/**
 * Answers like Discord's webhook API; `behaviour()` picks each answer: ok, 429 (three kinds, or `{ retryAfter }` in
 * seconds), 500, drop, hang. `sent` lists each message delivered with its moment.
 */
export function startDiscord() {
  const state = { behaviour: () => 'ok', delivered: new Map(), sent: [], attempts: [], hanging: new Set(), nextId: 1n };
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
      if (typeof answer === 'object') {
        const { retryAfter } = answer;
        const limited = { message: 'You are being rate limited.', retry_after: retryAfter, global: false };
        return json(429, limited, { 'retry-after': String(Math.ceil(retryAfter)) });
      }
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
          state.sent.push({ reference, at: Date.now() });
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

/** A behaviour: the channel takes `perMinute` messages in any minute; more get 429 until the oldest leaves the minute. */
export const channelLimit = (state, perMinute) => () => {
  const now = Date.now();
  const recent = state.sent.filter((message) => message.at > now - 60_000);
  if (recent.length < perMinute) return 'ok';
  return { retryAfter: Math.max(0.05, (recent[recent.length - perMinute].at + 60_000 - now) / 1000) };
};
