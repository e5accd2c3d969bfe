import { Field, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { cloudiumContent } from '@/content/cloudium.content';
import { OTHER_GAME, supportedGames } from '@/content/cloudium-games.content';
import { MANAGED_SERVICE_FEE_CENTS } from '@/config/business';
import { formatEuro } from '@/domain/money';
import type { WebhookPayload } from '@/domain/webhook-contract';
import { managedRequestMachine } from '@/machines/managed-request.machine';
import { settleWebhook, useSendManagedRequestMutation } from '@/store/webhook.api';
import { inspectOptions } from '@/ui/machine-inspector';
import { notify } from '@/ui/toaster';
import { DialogTextField, FIELD_OUTLINE, RequestDialog } from './request-dialog';

const copy = cloudiumContent.dialogs;

export type ManagedRequestActor = ActorRefFrom<typeof managedRequestMachine>;

export function useManagedRequestActor(): ManagedRequestActor {
  const [send] = useSendManagedRequestMutation();
  return useActorRef(
    managedRequestMachine.provide({
      actors: { submit: fromPromise<undefined, WebhookPayload>(({ input }) => settleWebhook(send)(input)) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
    { ...inspectOptions() },
  );
}

export function ManagedRequestDialog({ actor }: { actor: ManagedRequestActor }) {
  const open = useSelector(actor, (state) => state.hasTag('open'));
  const submitting = useSelector(actor, (state) => state.hasTag('submitting'));
  const form = useSelector(actor, (state) => state.context.form);
  return (
    <RequestDialog
      testId="managed-request-dialog"
      open={open}
      submitting={submitting}
      title={copy.managed.title}
      intro={copy.managed.intro}
      price={{ label: copy.managed.priceLabel, value: copy.managed.priceValue(formatEuro(MANAGED_SERVICE_FEE_CENTS)) }}
      onClose={() => actor.send({ type: 'dialog.close' })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    >
      <DialogTextField
        name="discordName"
        label={copy.discordName}
        placeholder={copy.discordPlaceholder}
        required
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
