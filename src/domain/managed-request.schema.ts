import { validationMessages } from '@/content/cloudium-messages.content';
import { OTHER_GAME, supportedGames } from '@/content/cloudium-games.content';
import { invalid, isBlank, valid, type Validation } from './request-validation';

export interface ManagedRequestForm {
  readonly discordName: string;
  /** A game name of the list, or '' when none is chosen yet. */
  readonly game: string;
  /** Only used when the game is 'Andere'. */
  readonly otherGame: string;
  readonly additionalInfo: string;
}

export const EMPTY_MANAGED_FORM: ManagedRequestForm = { discordName: '', game: '', otherGame: '', additionalInfo: '' };

/** Managed request of docs/product.md#community-data; `game` is final ('Andere: {name}' for another game). */
export interface ManagedRequest {
  readonly discordName: string;
  readonly game: string;
  readonly additionalInfo: string;
}

const KNOWN_GAMES = new Set(supportedGames.map((game) => game.name));

/** The game as it is sent: 'Andere: {name}' for another game (docs/product.md#validation). */
export function requestedGame(game: string, otherGame: string): string {
  return game === OTHER_GAME ? `${OTHER_GAME}: ${otherGame.trim()}` : game;
}

export function validateManagedRequest(form: ManagedRequestForm): Validation<ManagedRequest> {
  if (isBlank(form.discordName)) return invalid(validationMessages.discordNameRequired);
  if (!KNOWN_GAMES.has(form.game)) return invalid(validationMessages.gameRequired);
  if (form.game === OTHER_GAME && isBlank(form.otherGame)) return invalid(validationMessages.otherGameRequired);
  return valid({
    discordName: form.discordName.trim(),
    game: requestedGame(form.game, form.otherGame),
    additionalInfo: form.additionalInfo.trim(),
  });
}
