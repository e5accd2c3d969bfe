import type { ActorRefFrom } from 'xstate';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { OTHER_GAME, supportedGames } from '@/features/cloudium/content/cloudium-games.content';
import { managedRequestMachine } from '@/features/cloudium/machines/managed-request.machine';
import { SelectField, TextField } from '@/ui/forms/form-fields';
import { useRequestFormActor } from './request-form-actor';
import { ServiceRequestDialog } from './service-request-dialog';

const copy = cloudiumContent.dialogs;
const GAME_OPTIONS = supportedGames.map((game) => ({ value: game.name, label: game.name }));

export type ManagedRequestActor = ActorRefFrom<typeof managedRequestMachine>;

export function useManagedRequestActor(): ManagedRequestActor {
  return useRequestFormActor(managedRequestMachine);
}

export function ManagedRequestDialog({ actor }: { actor: ManagedRequestActor }) {
  return (
    <ServiceRequestDialog service="managed" actor={actor}>
      {({ fields, submitting, change }) => (
        <>
          <SelectField
            name="game"
            label={copy.managed.game}
            required
            disabled={submitting}
            placeholder={copy.managed.gamePlaceholder}
            options={GAME_OPTIONS}
            value={fields.game}
            onValueChange={change('game')}
          />
          {fields.game === OTHER_GAME ? (
            <TextField
              name="otherGame"
              label={copy.managed.otherGame}
              required
              disabled={submitting}
              value={fields.otherGame}
              onValueChange={change('otherGame')}
            />
          ) : null}
        </>
      )}
    </ServiceRequestDialog>
  );
}
