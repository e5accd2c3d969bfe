import * as z from 'zod/mini';
import { isIsoDateTime } from '@/domain/date';
import { RECOMMENDATION_LINE_PREFIX, parseFinderIntent } from './finder-intent';
import {
  NO_MENTIONS,
  REQUEST_KIND_NAMES,
  REQUEST_KINDS,
  referenceOf,
  type RequestKind,
  type RequestKindContract,
} from '@/features/cloudium/contract/webhook-contract';

/*
 * The relay's contract as zod schemas: what the site may post to POST /api/webhook is exactly one of the request
 * shapes of the contract's kinds (webhook-contract.ts), nothing more (docs/relay.md). Unknown keys are refused at every level, the result is a fresh copy, and
 * `allowed_mentions` is forced to "nobody", so a visitor can neither ping anyone nor set a username, avatar or
 * message content. The types of the payload the browser builds come from these schemas.
 *
 * A refused payload is named by one issue code. The schemas' messages are these codes: the relay words them in German,
 * and no visitor text is ever echoed.
 */

export const PAYLOAD_ISSUES = [
  'not-an-object',
  'unexpected-key',
  'embeds',
  'embed',
  'kind',
  'title',
  'reference',
  'description',
  'color',
  'fields',
  'field-value',
  'timestamp',
] as const;

/** Why a payload was refused. */
export type PayloadIssue = (typeof PAYLOAD_ISSUES)[number];

interface RaisedIssue {
  readonly code?: string;
  readonly input?: unknown;
}

/** Unknown keys are 'unexpected-key'; anything else wrong with the object itself is `issue`. */
function unknownKeysOr(issue: PayloadIssue) {
  return { error: (raised: RaisedIssue) => (raised.code === 'unrecognized_keys' ? 'unexpected-key' : issue) };
}

/** A required key of the embed that is missing makes the embed incomplete ('embed'); a wrong value is `issue`. */
function missingOr(issue: PayloadIssue) {
  return { error: (raised: RaisedIssue) => (raised.input === undefined ? 'embed' : issue) };
}

const embedFieldSchema = z.strictObject(
  {
    name: z.string({ error: 'fields' }),
    value: z.string({ error: 'field-value' }).check(z.refine((value) => value.trim() !== '', { error: 'field-value' })),
    inline: z.boolean({ error: 'fields' }),
  },
  unknownKeysOr('fields'),
);

function kindOfFooter(footer: string): RequestKind | undefined {
  return REQUEST_KIND_NAMES.find((kind) => REQUEST_KINDS[kind].footer === footer);
}

/** Custom-server sizes are whole numbers. */
const WHOLE_NUMBER = /^\d{1,4}$/;

/** A support subject or plan name follows the prefix; managed and custom titles are the prefix alone. */
function titleSchema(contract: RequestKindContract) {
  if (!contract.titleHasSuffix) return z.literal(contract.titlePrefix, { error: 'title' });
  return z.string().check(
    z.startsWith(contract.titlePrefix, { error: 'title' }),
    z.refine((title) => title.slice(contract.titlePrefix.length).trim() !== '', { error: 'title' }),
  );
}

/**
 * The description is the reference line alone; a plan request may add the plan finder's line
 * ("Empfohlen für: Palworld, 12 Spieler"), written exactly as the finder writes it.
 */
function descriptionFits(contract: RequestKindContract, description: string): boolean {
  const [, second, ...more] = description.split('\n');
  if (second === undefined) return true;
  if (!contract.finderLine || more.length > 0 || !second.startsWith(RECOMMENDATION_LINE_PREFIX)) return false;
  return parseFinderIntent(second.slice(RECOMMENDATION_LINE_PREFIX.length)) !== null;
}

/**
 * What one request kind fixes: its title, its description lines, its colour, its field names in their order,
 * whole-number sizes.
 */
function kindSchema(kind: RequestKind) {
  const contract = REQUEST_KINDS[kind];
  const numeric = contract.wholeNumberFields ?? [];
  const fieldSchemas = contract.fieldNames.map((name) =>
    z.object({
      name: z.literal(name, { error: 'fields' }),
      value: numeric.includes(name) ? z.string().check(z.regex(WHOLE_NUMBER, { error: 'field-value' })) : z.string(),
    }),
  );
  return z.object({
    title: titleSchema(contract),
    description: z.string().check(z.refine((text) => descriptionFits(contract, text), { error: 'description' })),
    color: z.literal(contract.color, { error: 'color' }),
    fields: z.tuple(fieldSchemas as [(typeof fieldSchemas)[number]], { error: 'fields' }),
  });
}

const KIND_SCHEMAS: ReadonlyMap<RequestKind, z.ZodMiniType> = new Map(
  REQUEST_KIND_NAMES.map((kind) => [kind, kindSchema(kind)]),
);

const embedSchema = z
  .strictObject(
    {
      title: z.string(missingOr('title')),
      /** Its first line is the reference line, `Referenz: CL-…` (docs/adr/0002-reference-numbers.md). */
      description: z
        .string(missingOr('reference'))
        .check(z.refine((description) => referenceOf(description) !== null, { error: 'reference' })),
      color: z.number(missingOr('color')),
      fields: z.array(embedFieldSchema, missingOr('fields')),
      /** The footer names the request kind. */
      footer: z.strictObject(
        {
          text: z
            .string(missingOr('kind'))
            .check(z.refine((text) => kindOfFooter(text) !== undefined, { error: 'kind' })),
        },
        unknownKeysOr('embed'),
      ),
      /** ISO 8601 of a real moment: 2026-02-30 is refused, though `Date.parse` would roll it into March. */
      timestamp: z.string(missingOr('timestamp')).check(z.refine(isIsoDateTime, { error: 'timestamp' })),
    },
    unknownKeysOr('embed'),
  )
  .check(
    z.superRefine((embed, context) => {
      const kind = kindOfFooter(embed.footer.text);
      if (kind === undefined) return; // already refused as 'kind'
      const first = KIND_SCHEMAS.get(kind)?.safeParse(embed).error?.issues[0];
      if (first) context.addIssue({ code: 'custom', message: first.message, input: embed });
    }),
  );

const payloadSchema = z.strictObject(
  {
    embeds: z.tuple([embedSchema], { error: 'embeds' }),
    /** Whatever is sent here is replaced by "nobody". */
    allowed_mentions: z.optional(z.unknown()),
  },
  unknownKeysOr('not-an-object'),
);

export type EmbedField = z.output<typeof embedFieldSchema>;
export type Embed = z.output<typeof embedSchema>;
export type WebhookPayload = Omit<z.output<typeof payloadSchema>, 'allowed_mentions'> & {
  readonly allowed_mentions: typeof NO_MENTIONS;
};

export interface ValidatedRequest {
  readonly kind: RequestKind;
  readonly reference: string;
  readonly payload: WebhookPayload;
}

export type PayloadValidation =
  { readonly ok: true; readonly request: ValidatedRequest } | { readonly ok: false; readonly issue: PayloadIssue };

function isPayloadIssue(message: string | undefined): message is PayloadIssue {
  return (PAYLOAD_ISSUES as readonly (string | undefined)[]).includes(message);
}

/** Accepts exactly the request shapes of the contract (any `allowed_mentions` is replaced). */
export function validateWebhookPayload(body: unknown): PayloadValidation {
  const result = payloadSchema.safeParse(body);
  if (!result.success) {
    const message = result.error.issues[0]?.message;
    // Every check above names its code; a zod message would mean a check without one.
    return { ok: false, issue: isPayloadIssue(message) ? message : 'embed' };
  }
  const [embed] = result.data.embeds;
  const kind = kindOfFooter(embed.footer.text);
  const reference = referenceOf(embed.description);
  if (kind === undefined || reference === null) return { ok: false, issue: kind ? 'reference' : 'kind' };
  return { ok: true, request: { kind, reference, payload: { embeds: [embed], allowed_mentions: NO_MENTIONS } } };
}
