import type { ActorRefFrom } from 'xstate';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { OTHER_GAME, supportedGames } from '@/features/cloudium/content/cloudium-games.content';
import { MANAGED_SERVICE_FEE_CENTS } from '@/config/business';
import { formatEuro } from '@/domain/money';
import { managedRequestMachine } from '@/features/cloudium/machines/managed-request.machine';
import { SelectField, TextField } from '@/ui/forms/form-fields';
import { AdditionalInfoField, DiscordNameField, RequestDialog } from './request-dialog';
import { useRequestDialogFrame, useRequestFormActor } from './request-form-actor';
import { useActorState } from '@/ui/machine-actor';

const copy = cloudiumContent.dialogs;
const GAME_OPTIONS = supportedGames.map((game) => ({ value: game.name, label: game.name }));

export type ManagedRequestActor = ActorRefFrom<typeof managedRequestMachine>;

export function useManagedRequestActor(): ManagedRequestActor {
  return useRequestFormActor(managedRequestMachine);
}

export function ManagedRequestDialog({ actor }: { actor: ManagedRequestActor }) {
  const frame = useRequestDialogFrame(actor);
  const { submitting } = frame;
  const form = useActorState(actor, (state) => state.context.fields);
  return (
    <RequestDialog
      testId="managed-request-dialog"
      {...frame}
      title={copy.managed.title}
      intro={copy.managed.intro}
      price={{ label: copy.managed.priceLabel, value: copy.managed.priceValue(formatEuro(MANAGED_SERVICE_FEE_CENTS)) }}
    >
      <DiscordNameField
        disabled={submitting}
        value={form.discordName}
        onChange={(value) => actor.send({ type: 'field.change', field: 'discordName', value })}
      />
      <SelectField
        name="game"
        label={copy.managed.game}
        required
        disabled={submitting}
        placeholder={copy.managed.gamePlaceholder}
        options={GAME_OPTIONS}
        value={form.game}
        onValueChange={(value) => actor.send({ type: 'field.change', field: 'game', value })}
      />
      {form.game === OTHER_GAME ? (
        <TextField
          name="otherGame"
          label={copy.managed.otherGame}
          required
          disabled={submitting}
          value={form.otherGame}
          onValueChange={(value) => actor.send({ type: 'field.change', field: 'otherGame', value })}
        />
      ) : null}
      <AdditionalInfoField
        texts={copy.managed}
        disabled={submitting}
        value={form.additionalInfo}
        onChange={(value) => actor.send({ type: 'field.change', field: 'additionalInfo', value })}
      />
    </RequestDialog>
  );
}
