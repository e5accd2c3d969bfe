import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatEuro } from '@/domain/money';
import type { RequestKind } from '@/features/cloudium/contract/webhook-contract';
import type { RequestForm } from '@/features/cloudium/domain/webhook-payload';
import type { RequestFormMachine } from '@/features/cloudium/machines/request-form.machine';
import { createServiceRequestMachine } from '@/features/cloudium/machines/service-request.machine';
import { TextAreaField } from '@/ui/forms/form-fields';
import { useActorState } from '@/ui/machine-actor';
import { DiscordNameField, RequestDialog } from './request-dialog';
import { requestDialog, type RequestDialogProps, type ServiceOffer, type TypedRequestDialog } from './request-desk';
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

interface ServiceRequestDefinition<TFields extends ServiceFields, TValue> {
  /** Its test id is `${name}-request-dialog`. */
  readonly name: string;
  /** The kind of request its machine sends. */
  readonly kind: RequestKind;
  readonly offer: ServiceOffer;
  /** What it asks and sends (its kind's form in domain/); its machine is every service's (service-request.machine.ts). */
  readonly form: RequestForm<TFields, TValue>;
  /** Forgets its input whenever it closes (managed). */
  readonly clearOnClose?: boolean;
  /** The service's own fields, between the Discord name and the extra info. */
  readonly fields: (form: ServiceForm<TFields>, dialog: RequestDialogProps<TFields, TValue>) => ReactNode;
}

/**
 * A service's dialog (managed, custom), as an entry of the list (request-dialogs.ts): the Discord name first, then
 * what the service needs, then the optional extra info; the price is the service's fee. Only the fields in between
 * differ; its machine (id `${name}Request`) is made from its form.
 */
export function serviceRequestDialog<TFields extends ServiceFields, TValue>({
  fields,
  form,
  clearOnClose,
  ...definition
}: ServiceRequestDefinition<TFields, TValue>): TypedRequestDialog<TFields, TValue> {
  const { name, offer } = definition;
  const machine = createServiceRequestMachine({ id: `${name}Request`, form, clearOnClose });
  function ServiceDialog(dialog: RequestDialogProps<TFields, TValue>) {
    return (
      <ServiceRequestDialog name={name} offer={offer} actor={dialog.actor}>
        {(form) => fields(form, dialog)}
      </ServiceRequestDialog>
    );
  }
  return requestDialog({ ...definition, machine, Dialog: ServiceDialog });
}

/** What the dialog and its fields both take: the dialog's machine and the service's own fields. */
interface ServicePartProps<TFields extends ServiceFields, TValue> {
  actor: ActorRefFrom<RequestFormMachine<TFields, TValue>>;
  children: (form: ServiceForm<TFields>) => ReactNode;
}

interface ServiceRequestDialogProps<TFields extends ServiceFields, TValue> extends ServicePartProps<TFields, TValue> {
  name: string;
  offer: ServiceOffer;
}

function ServiceRequestDialog<TFields extends ServiceFields, TValue>({
  name,
  offer,
  actor,
  children,
}: ServiceRequestDialogProps<TFields, TValue>) {
  const { texts } = offer;
  const frame = useRequestDialogFrame(actor);
  return (
    <RequestDialog
      testId={`${name}-request-dialog`}
      {...frame}
      title={texts.title}
      intro={texts.intro}
      price={{ label: texts.priceLabel, value: texts.priceValue(formatEuro(offer.feeCents)) }}
    >
      <ServiceRequestFields texts={texts} actor={actor}>
        {children}
      </ServiceRequestFields>
    </RequestDialog>
  );
}

interface ServiceRequestFieldsProps<TFields extends ServiceFields, TValue> extends ServicePartProps<TFields, TValue> {
  texts: ServiceOffer['texts'];
}

/**
 * The dialog's fields, reading the values from the dialog's machine themselves: a key renders the fields, not the
 * dialog's frame (its parts, the price, the buttons; docs/performance.md#taps).
 */
function ServiceRequestFields<TFields extends ServiceFields, TValue>({
  texts,
  actor,
  children,
}: ServiceRequestFieldsProps<TFields, TValue>) {
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
