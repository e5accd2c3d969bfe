/**
 * Every setting of the server, read from the environment in this one place (README, "Configuration"); invalid values
 * stop the start with a clear message.
 */
import path from 'node:path';
import { DEFAULT_LIMITS, type LimitSettings } from './admission';
import { DEFAULT_MIN_FREE_BYTES } from './disk-guard';
import { DEFAULT_PROOF_SETTINGS } from './proof-of-work';
import { DEFAULT_IPV6_PREFIX } from '../http/sender-key';

export interface RelayConfig {
  readonly port: number;
  readonly host: string;
  readonly outboxPath: string;
  /** Unset: requests wait in the outbox. */
  readonly discordWebhookUrl?: string;
  readonly rateLimitPerMinute: number;
  /** The message budgets and the site-wide window (src/server/relay/admission.ts). */
  readonly limits: LimitSettings;
  /** The IPv6 prefix that makes one sender. */
  readonly ipv6Prefix: number;
  /** Average proof-of-work steps per message at price level 0. */
  readonly proofSteps: number;
  /** Below this much free space under the outbox, new requests are refused. */
  readonly minFreeBytes: number;
  /** Address(es) or CIDR of the reverse proxy whose X-Forwarded-For is believed. */
  readonly trustProxy?: string[];
  readonly publicWebhookUrl?: string;
  /** The built site the server serves. */
  readonly publicDir: string;
  /** The release (or build) folder the server bundle belongs to, whose release.json names it. */
  readonly releaseDir: string;
  /** Level of the JSON logs (pino). */
  readonly logLevel: LogLevel;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(raw: string | undefined): LogLevel {
  const value = optional(raw) ?? 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === value);
  if (!level) throw new Error(`LOG_LEVEL muss einer von ${LOG_LEVELS.join(', ')} sein (ist "${value}").`);
  return level;
}

export const DEFAULT_OUTBOX_PATH = 'data/outbox.sqlite';
export const DEFAULT_RATE_LIMIT = 10;

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number, max = Infinity): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Infinity ? `ab ${min}` : `von ${min} bis ${max}`;
    throw new Error(`${name} muss eine ganze Zahl ${range} sein (ist "${raw}").`);
  }
  return value;
}

function optional(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/**
 * `bundleDir` is where the server bundle lies (dist/server); the site it serves lies beside it (dist/public) unless
 * PUBLIC_DIR says otherwise.
 */
export function loadRelayConfig(env: NodeJS.ProcessEnv = process.env, bundleDir = __dirname): RelayConfig {
  const trustProxy = optional(env.TRUST_PROXY)
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    port: wholeNumber('PORT', env.PORT, 3000, 0),
    host: optional(env.HOST) ?? '127.0.0.1',
    outboxPath: optional(env.OUTBOX_PATH) ?? DEFAULT_OUTBOX_PATH,
    discordWebhookUrl: optional(env.DISCORD_WEBHOOK_URL),
    rateLimitPerMinute: wholeNumber('WEBHOOK_RATE_LIMIT', env.WEBHOOK_RATE_LIMIT, DEFAULT_RATE_LIMIT, 1),
    limits: {
      senderMessagesPerHour: wholeNumber(
        'WEBHOOK_MESSAGE_BUDGET',
        env.WEBHOOK_MESSAGE_BUDGET,
        DEFAULT_LIMITS.senderMessagesPerHour,
        1,
      ),
      channelMessagesPerMinute: wholeNumber(
        'WEBHOOK_CHANNEL_RATE',
        env.WEBHOOK_CHANNEL_RATE,
        DEFAULT_LIMITS.channelMessagesPerMinute,
        1,
      ),
      heldPerDay: wholeNumber('WEBHOOK_HELD_PER_DAY', env.WEBHOOK_HELD_PER_DAY, DEFAULT_LIMITS.heldPerDay, 0),
    },
    ipv6Prefix: wholeNumber('WEBHOOK_IPV6_PREFIX', env.WEBHOOK_IPV6_PREFIX, DEFAULT_IPV6_PREFIX, 1, 128),
    proofSteps: wholeNumber('PROOF_STEPS', env.PROOF_STEPS, DEFAULT_PROOF_SETTINGS.stepsPerMessage, 1),
    minFreeBytes:
      wholeNumber('OUTBOX_MIN_FREE_MB', env.OUTBOX_MIN_FREE_MB, DEFAULT_MIN_FREE_BYTES / 1024 / 1024, 0) * 1024 * 1024,
    trustProxy,
    publicWebhookUrl: optional(env.PUBLIC_WEBHOOK_URL),
    publicDir: optional(env.PUBLIC_DIR) ?? path.resolve(bundleDir, '..', 'public'),
    releaseDir: optional(env.RELEASE_DIR) ?? path.resolve(bundleDir, '..'),
    logLevel: logLevel(env.LOG_LEVEL),
  };
}
