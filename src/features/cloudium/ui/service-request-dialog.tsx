import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatEuro } from '@/domain/money';
import { SERVICE_FEE_CENTS, type Service } from '@/features/cloudium/domain/cloudium-pricing';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import type { RequestFormMachine } from '@/features/cloudium/machines/request-form.machine';
import { TextAreaField } from '@/ui/forms/form-fields';
import { useActorState } from '@/ui/machine-actor';
import { DiscordNameField, RequestDialog } from './request-dialog';
import { useRequestDialogFrame } from './request-form-actor';

/** The fields every service beyond the standard plans asks for: who to answer on Discord, and anything to add. */
interface ServiceFields {
  discordName: string;
  additionalInfo: string;
}

/** What a service's own fields are drawn from. */
export interface ServiceForm<TFields> {
  fields: TFields;
  submitting: boolean;
  /** The handler that sends a field's new value to the dialog's machine. */
  change: <TKey extends keyof TFields & string>(field: TKey) => (value: TFields[TKey]) => void;
}

interface ServiceRequestDialogProps<TFields extends ServiceFields, TValue> {
  service: Service;
  actor: ActorRefFrom<RequestFormMachine<TFields, TValue>>;
  /** The service's own fields, between the Discord name and the extra info. */
  children: (form: ServiceForm<TFields>) => ReactNode;
}

/**
 * The managed and custom dialogs: the Discord name first, then what the service needs, then the optional extra
 * info; the price is the service's fee. Only the fields in between differ.
 */
export function ServiceRequestDialog<TFields extends ServiceFields, TValue>({
  service,
  actor,
  children,
}: ServiceRequestDialogProps<TFields, TValue>) {
  const texts = cloudiumContent.dialogs[service];
  const frame = useRequestDialogFrame(actor);
  return (
    <RequestDialog
      testId={`${service}-request-dialog`}
      {...frame}
      title={texts.title}
      intro={texts.intro}
      price={{ label: texts.priceLabel, value: texts.priceValue(formatEuro(SERVICE_FEE_CENTS[service])) }}
    >
      <ServiceRequestFields service={service} actor={actor}>
        {children}
      </ServiceRequestFields>
    </RequestDialog>
  );
}

/**
 * The dialog's fields, reading the values from the dialog's machine themselves: a key renders the fields, not the
 * dialog's frame (its parts, the price, the buttons; docs/performance.md#taps).
 */
function ServiceRequestFields<TFields extends ServiceFields, TValue>({
  service,
  actor,
  children,
}: ServiceRequestDialogProps<TFields, TValue>) {
  const texts = cloudiumContent.dialogs[service];
  const fields = useActorState(actor, (state) => state.context.fields);
  const submitting = useActorState(actor, (state) => state.hasTag('submitting'));
  const change: ServiceForm<TFields>['change'] = (field) => (value) =>
    actor.send({ type: 'field.change', field, value });
  return (
    <>
      <DiscordNameField disabled={submitting} value={fields.discordName} onChange={change('discordName')} />
      {children({ fields, submitting, change })}
      <TextAreaField
        name="additionalInfo"
        label={texts.additionalInfo}
        placeholder={texts.additionalPlaceholder}
        rows={3}
        disabled={submitting}
        value={fields.additionalInfo}
        onValueChange={change('additionalInfo')}
      />
    </>
  );
}
