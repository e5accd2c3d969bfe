import { createContext, memo, useContext, useEffect, type ComponentType } from 'react';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import type { HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import type { RequestKind } from '@/features/cloudium/contract/webhook-contract';
import type { RequestFormMachine } from '@/features/cloudium/machines/request-form.machine';
import { RequestKindContext } from './request-dialog';
import { useDialogMounted, useLatestReference, useRequestFormActor } from './request-form-actor';

/** What a service beyond the standard plans shows: its card on the plans tab, its dialog's texts, its fee. */
export interface ServiceOffer {
  readonly card: {
    readonly title: string;
    readonly price: string;
    readonly text: string;
    readonly fee: (amount: string) => string;
    readonly button: string;
  };
  readonly texts: {
    readonly title: string;
    readonly intro: string;
    readonly additionalInfo: string;
    readonly additionalPlaceholder: string;
    readonly priceLabel: string;
    readonly priceValue: (fee: string) => string;
  };
  readonly feeCents: number;
}

/** What the page gives every request dialog. */
export interface RequestDialogProps<TFields, TValue> {
  readonly actor: ActorRefFrom<RequestFormMachine<TFields, TValue>>;
  /** The page's plans: the Custom Server dialog names the one that covers the choice. */
  readonly plans: readonly HostingPlan[];
}

/** What the page gives each dialog's slot. */
export interface RequestDialogSlotProps {
  readonly plans: readonly HostingPlan[];
  /** Called with each reference a request of the dialog was accepted under. */
  readonly onReference: (reference: string | null) => void;
}

/**
 * A request dialog as the list (request-dialogs.ts) holds it: the page renders its slot, the plans tab shows the card
 * of its offer, the desk opens it.
 */
export interface RequestDialogEntry<TPreset = unknown> {
  /** Its test id is `${name}-request-dialog`. */
  readonly name: string;
  /** The kind of request it sends: those waiting for the connection show above the plans. */
  readonly kind: RequestKind;
  /** A service's dialog has a card on the plans tab that opens it. */
  readonly offer?: ServiceOffer;
  /**
   * Starts the dialog's actor (after the page's first paint: the page renders the slots there), lends the desk its
   * opening, reports its references and renders the dialog once it is needed or the browser is idle.
   */
  readonly Slot: ComponentType<RequestDialogSlotProps>;
  /** Its machine, for what reads every dialog's actor (the tests of the list). */
  readonly machine: AnyStateMachine;
  /** Only the type of what opening it presets (RequestDesk.open); never set. */
  readonly presetType?: TPreset;
}

/**
 * Where the page's buttons open the request dialogs, the same for the page's life, so the plans render once. The
 * dialogs' actors start after the page's first paint: a dialog asked for before its actor runs opens once it does
 * (a tap cannot come sooner, but nothing asked is dropped if it did).
 */
export interface RequestDesk {
  open<TPreset>(dialog: RequestDialogEntry<TPreset>, preset?: NoInfer<TPreset>): void;
  /** A dialog's slot lends the desk how to open it; the returned function takes that back. */
  attach(dialog: RequestDialogEntry, open: (preset: unknown) => void): () => void;
}

export function createRequestDesk(): RequestDesk {
  const openers = new Map<RequestDialogEntry, (preset: unknown) => void>();
  const asked = new Map<RequestDialogEntry, unknown[]>();
  return {
    open(dialog, preset) {
      const open = openers.get(dialog);
      if (open) open(preset);
      else asked.set(dialog, [...(asked.get(dialog) ?? []), preset]);
    },
    attach(dialog, open) {
      openers.set(dialog, open);
      const waiting = asked.get(dialog) ?? [];
      asked.delete(dialog);
      waiting.forEach(open);
      return () => {
        if (openers.get(dialog) === open) openers.delete(dialog);
      };
    },
  };
}

export const RequestDeskContext = createContext<RequestDesk | null>(null);

/** The page's desk. */
export function useRequestDesk(): RequestDesk {
  const desk = useContext(RequestDeskContext);
  if (!desk) throw new Error('Cloudium: ohne RequestDeskContext öffnet kein Anfragedialog.');
  return desk;
}

interface RequestDialogDefinition<TFields, TValue> {
  readonly name: string;
  readonly kind: RequestKind;
  readonly offer?: ServiceOffer;
  readonly machine: RequestFormMachine<TFields, TValue>;
  readonly Dialog: ComponentType<RequestDialogProps<TFields, TValue>>;
}

/** An entry with its machine typed (the machine tests run the one the page runs). */
export type TypedRequestDialog<TFields, TValue> = RequestDialogEntry<Partial<TFields>> & {
  readonly machine: RequestFormMachine<TFields, TValue>;
};

/** A request dialog of the page: a dialog component and its machine, as an entry of the list (request-dialogs.ts). */
export function requestDialog<TFields, TValue>({
  name,
  kind,
  offer,
  machine,
  Dialog,
}: RequestDialogDefinition<TFields, TValue>): TypedRequestDialog<TFields, TValue> {
  const entry: TypedRequestDialog<TFields, TValue> = { name, kind, offer, machine, Slot: RequestDialogSlot };
  // The dialog reads its own actor: the slot's render when it opens or closes does not render it again.
  const OwnDialog = memo(Dialog);
  function RequestDialogSlot({ plans, onReference }: RequestDialogSlotProps) {
    const actor = useRequestFormActor(machine, kind);
    const desk = useRequestDesk();
    // The desk typed the preset by this entry (RequestDesk.open).
    useEffect(
      () =>
        desk.attach(entry, (preset) =>
          actor.send({ type: 'dialog.open', preset: preset as Partial<TFields> | undefined }),
        ),
      [desk, actor],
    );
    useLatestReference(actor, onReference);
    const mounted = useDialogMounted(actor);
    if (!mounted) return null;
    return (
      <RequestKindContext.Provider value={kind}>
        <OwnDialog actor={actor} plans={plans} />
      </RequestKindContext.Provider>
    );
  }
  RequestDialogSlot.displayName = `RequestDialogSlot(${name})`;
  return entry;
}
