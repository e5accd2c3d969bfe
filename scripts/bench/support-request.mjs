// A contract-valid support request for the relay's load and fault scripts, in the shape of
// src/features/cloudium/contract/webhook-contract.ts (plain JS, so the scripts run without a build); if the contract
// drifts the relay answers 400 and the scripts fail.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The n-th reference: distinct for every n below 31^6. */
export function referenceFor(n) {
  let text = '';
  for (let i = 0, rest = n; i < 6; i++, rest = Math.floor(rest / ALPHABET.length)) {
    text = ALPHABET[rest % ALPHABET.length] + text;
  }
  return `CL-${text}`;
}

/** The JSON body of a support request under `reference`, with `message` as its text. */
export function supportBody(reference, message) {
  const fields = [
    ['Name', 'Max Muster'],
    ['Email', 'max@example.org'],
    ['Betreff', 'Server startet nicht'],
    ['Nachricht', message],
  ];
  return JSON.stringify({
    embeds: [
      {
        title: 'Neue Support-Anfrage: Server startet nicht',
        description: `Referenz: ${reference}`,
        color: 0x5865f2,
        fields: fields.map(([name, value]) => ({ name, value, inline: false })),
        footer: { text: 'Cloudium Support-Anfrage' },
        timestamp: new Date().toISOString(),
      },
    ],
    allowed_mentions: { parse: [] },
  });
}
