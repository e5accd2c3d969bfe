import * as z from 'zod/mini';
import { validationMessages } from '@/features/cloudium/content/cloudium-messages.content';
import { OTHER_GAME, supportedGames } from '@/features/cloudium/content/cloudium-games.content';
import { optionalText, requiredText, validationOf } from '@/domain/schema-checks';
import { isBlank, valid, type Validation } from '@/domain/message-validation';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { servicePayload, type RequestForm, type RequestStamp } from './webhook-payload';

const KNOWN_GAMES = new Set(supportedGames.map((game) => game.name));

/** The game as it is sent: 'Andere: {name}' for another game (docs/product.md#validation). */
export function requestedGame(game: string, otherGame: string): string {
  return game === OTHER_GAME ? `${OTHER_GAME}: ${otherGame.trim()}` : game;
}

/**
 * Managed request of docs/product.md#community-data: the Discord name, a game of the list ('' until one is
 * chosen), for 'Andere' the other game's name; it is sent with the final game ('Andere: {name}').
 */
export const managedRequestSchema = z
  .object({
    discordName: requiredText(validationMessages.discordNameRequired),
    game: z.string().check(z.refine((game) => KNOWN_GAMES.has(game), { error: validationMessages.gameRequired })),
    /** Only used when the game is 'Andere'. */
    otherGame: z.string(),
    additionalInfo: optionalText(),
  })
  .check(
    z.refine((form) => form.game !== OTHER_GAME || !isBlank(form.otherGame), {
      error: validationMessages.otherGameRequired,
    }),
  );

export type ManagedRequestForm = z.input<typeof managedRequestSchema>;

/** What is sent: the other game's name is folded into the game (a mapping, not a zod pipe: see schema-checks.ts). */
export type ManagedRequest = Omit<z.output<typeof managedRequestSchema>, 'otherGame'>;

function asSent({
  discordName,
  game,
  otherGame,
  additionalInfo,
}: z.output<typeof managedRequestSchema>): ManagedRequest {
  return { discordName, game: requestedGame(game, otherGame), additionalInfo };
}

export const EMPTY_MANAGED_FORM: ManagedRequestForm = { discordName: '', game: '', otherGame: '', additionalInfo: '' };

export function validateManagedRequest(form: ManagedRequestForm): Validation<ManagedRequest> {
  const validation = validationOf(managedRequestSchema, form);
  return validation.ok ? valid(asSent(validation.value)) : validation;
}

/** The managed request as the team reads it (docs/product.md#requests-to-the-team). */
export function buildManagedPayload(request: ManagedRequest, stamp: RequestStamp): WebhookPayload {
  return servicePayload('managed', request, [request.game], stamp);
}

/** The Managed Game Hosting form as its dialog runs it. */
export const managedRequestForm: RequestForm<ManagedRequestForm, ManagedRequest> = {
  fields: EMPTY_MANAGED_FORM,
  validate: validateManagedRequest,
  compose: buildManagedPayload,
};
