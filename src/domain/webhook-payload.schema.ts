import {
  NO_MENTIONS,
  REQUEST_KINDS,
  referenceOf,
  type Embed,
  type EmbedField,
  type RequestKind,
  type WebhookPayload,
} from '@/domain/webhook-contract';
import { isIsoDateTime } from '@/domain/date';

/**
 * Strict validation of what the site posts to the relay: exactly one of the four request shapes of the contract,
 * nothing more. The result is a fresh copy holding only known keys, with `allowed_mentions` forced to "nobody",
 * so a visitor can neither ping anyone nor set a username, avatar or message content.
 */

/** Why a payload was refused. Codes only: the caller words them, and no visitor text is ever echoed. */
export type PayloadIssue =
  | 'not-an-object'
  | 'unexpected-key'
  | 'embeds'
  | 'embed'
  | 'kind'
  | 'title'
  | 'reference'
  | 'color'
  | 'fields'
  | 'field-value'
  | 'timestamp';

export interface ValidatedRequest {
  readonly kind: RequestKind;
  readonly reference: string;
  readonly payload: WebhookPayload;
}

export type PayloadValidation =
  { readonly ok: true; readonly request: ValidatedRequest } | { readonly ok: false; readonly issue: PayloadIssue };

const PAYLOAD_KEYS = ['embeds', 'allowed_mentions'];
const EMBED_KEYS = ['title', 'description', 'color', 'fields', 'footer', 'timestamp'];
const FIELD_KEYS = ['name', 'value', 'inline'];
const FOOTER_KEYS = ['text'];
/** Custom-server sizes are whole numbers. */
const WHOLE_NUMBER = /^\d{1,4}$/;
const NUMERIC_FIELDS: Readonly<Partial<Record<RequestKind, readonly string[]>>> = {
  custom: ['vCores', 'RAM (GB)', 'SSD Speicher (GB)'],
};

class Refusal extends Error {
  constructor(readonly issue: PayloadIssue) {
    super(issue);
  }
}

function refuse(issue: PayloadIssue): never {
  throw new Refusal(issue);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireKeys(value: Record<string, unknown>, allowed: readonly string[], required: readonly string[]) {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) refuse('unexpected-key');
  for (const key of required) if (!(key in value)) refuse('embed');
}

function nonBlank(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function kindOfFooter(footer: unknown): RequestKind {
  if (!isRecord(footer)) refuse('embed');
  requireKeys(footer, FOOTER_KEYS, FOOTER_KEYS);
  const kind = (Object.keys(REQUEST_KINDS) as RequestKind[]).find((key) => REQUEST_KINDS[key].footer === footer.text);
  return kind ?? refuse('kind');
}

function checkTitle(kind: RequestKind, title: unknown): string {
  const contract = REQUEST_KINDS[kind];
  if (typeof title !== 'string') refuse('title');
  if (!contract.titleHasSuffix) return title === contract.titlePrefix ? title : refuse('title');
  const suffix = title.startsWith(contract.titlePrefix) ? title.slice(contract.titlePrefix.length) : '';
  return suffix.trim() !== '' ? title : refuse('title');
}

function checkFields(kind: RequestKind, fields: unknown): EmbedField[] {
  const names = REQUEST_KINDS[kind].fieldNames;
  if (!Array.isArray(fields) || fields.length !== names.length) refuse('fields');
  const numeric = NUMERIC_FIELDS[kind] ?? [];
  return fields.map((field: unknown, index) => {
    const name = names[index] ?? refuse('fields');
    if (!isRecord(field)) refuse('fields');
    for (const key of Object.keys(field)) if (!FIELD_KEYS.includes(key)) refuse('unexpected-key');
    if (field.name !== name || typeof field.inline !== 'boolean') refuse('fields');
    if (!nonBlank(field.value)) refuse('field-value');
    if (numeric.includes(name) && !WHOLE_NUMBER.test(field.value)) refuse('field-value');
    return { name, value: field.value, inline: field.inline };
  });
}

function checkTimestamp(timestamp: unknown): string {
  return typeof timestamp === 'string' && isIsoDateTime(timestamp) ? timestamp : refuse('timestamp');
}

function checkEmbed(value: unknown): { kind: RequestKind; reference: string; embed: Embed } {
  if (!isRecord(value)) refuse('embed');
  requireKeys(value, EMBED_KEYS, EMBED_KEYS);
  const kind = kindOfFooter(value.footer);
  const title = checkTitle(kind, value.title);
  if (typeof value.description !== 'string') refuse('reference');
  const reference = referenceOf(value.description) ?? refuse('reference');
  if (value.color !== REQUEST_KINDS[kind].color) refuse('color');
  const fields = checkFields(kind, value.fields);
  const timestamp = checkTimestamp(value.timestamp);
  const embed: Embed = {
    title,
    description: value.description,
    color: REQUEST_KINDS[kind].color,
    fields,
    footer: { text: REQUEST_KINDS[kind].footer },
    timestamp,
  };
  return { kind, reference, embed };
}

/** Accepts exactly the four request shapes of the contract (any `allowed_mentions` is replaced). */
export function validateWebhookPayload(body: unknown): PayloadValidation {
  try {
    if (!isRecord(body)) refuse('not-an-object');
    for (const key of Object.keys(body)) if (!PAYLOAD_KEYS.includes(key)) refuse('unexpected-key');
    if (!Array.isArray(body.embeds) || body.embeds.length !== 1) refuse('embeds');
    const { kind, reference, embed } = checkEmbed(body.embeds[0]);
    return { ok: true, request: { kind, reference, payload: { embeds: [embed], allowed_mentions: NO_MENTIONS } } };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, issue: error.issue };
    throw error;
  }
}
