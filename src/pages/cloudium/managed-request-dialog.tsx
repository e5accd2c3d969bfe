import { Field, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import type { ActorRefFrom } from 'xstate';
import { cloudiumContent } from '@/content/cloudium.content';
import { OTHER_GAME, supportedGames } from '@/content/cloudium-games.content';
import { MANAGED_SERVICE_FEE_CENTS } from '@/config/business';
import { formatEuro } from '@/domain/money';
import { managedRequestMachine } from '@/machines/managed-request.machine';
import { DialogTextField, DiscordNameField, FIELD_OUTLINE, RequestDialog } from './request-dialog';
import { useRequestDialogFrame, useRequestFormActor } from './request-form-actor';
import { useActorState } from '@/ui/machine-actor';

const copy = cloudiumContent.dialogs;

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
      <Field.Root disabled={submitting}>
        <Field.Label>
          {copy.managed.game}
          <Text as="span" color="red.300" aria-hidden="true">
            *
          </Text>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            {...FIELD_OUTLINE}
            name="game"
            aria-required="true"
            value={form.game}
            onChange={(event) => actor.send({ type: 'field.change', field: 'game', value: event.target.value })}
          >
            <option value="">{copy.managed.gamePlaceholder}</option>
            {supportedGames.map((game) => (
              <option key={game.name} value={game.name}>
                {game.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {form.game === OTHER_GAME ? (
        <DialogTextField
          name="otherGame"
          label={copy.managed.otherGame}
          required
          disabled={submitting}
          value={form.otherGame}
          onChange={(value) => actor.send({ type: 'field.change', field: 'otherGame', value })}
        />
      ) : null}
      <Field.Root disabled={submitting}>
        <Field.Label>{copy.managed.additionalInfo}</Field.Label>
        <Textarea
          {...FIELD_OUTLINE}
          name="additionalInfo"
          rows={3}
          placeholder={copy.managed.additionalPlaceholder}
          value={form.additionalInfo}
          onChange={(event) => actor.send({ type: 'field.change', field: 'additionalInfo', value: event.target.value })}
        />
      </Field.Root>
    </RequestDialog>
  );
}
