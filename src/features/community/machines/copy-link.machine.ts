import { fromPromise, raise, setup } from 'xstate';
import { COPY_ICON_MS, COPY_TOAST_MS } from '@/config/timing';

/**
 * The copy button of /join (docs/product.md: Screens, Errors): after a successful copy the button shows a check icon for
 * 2 s and the toast 'Link kopiert!' stays 3 s; when the browser refuses the clipboard the link is selected
 * for manual copying and a message explains why.
 *
 * Two parallel regions because the two timers are independent: copying again while the toast is still up
 * restarts both. The clipboard write, the toast and the selection are injected by the component.
 */
export interface CopyLinkContext {
  readonly link: string;
}

export interface CopyLinkInput {
  readonly link: string;
}

export type CopyLinkEvent = { type: 'copy.request' } | { type: 'toast.show' };

export type CopyLinkTag = 'copying' | 'copied' | 'refused' | 'toastVisible';

export const copyLinkMachine = setup({
  types: {
    context: {} as CopyLinkContext,
    events: {} as CopyLinkEvent,
    input: {} as CopyLinkInput,
    tags: {} as CopyLinkTag,
  },
  actors: {
    /** Writes text to the clipboard; rejects when the browser refuses. Provided by the component. */
    writeClipboard: fromPromise<undefined, { text: string }>(async () => {
      throw new Error('writeClipboard wurde nicht bereitgestellt');
    }),
  },
  actions: {
    showCopiedToast: () => undefined,
    hideCopiedToast: () => undefined,
    selectLinkForManualCopy: () => undefined,
    announceCopied: raise({ type: 'toast.show' }),
  },
  delays: {
    copyIconDuration: COPY_ICON_MS,
    copyToastDuration: COPY_TOAST_MS,
  },
}).createMachine({
  id: 'copyLink',
  type: 'parallel',
  context: ({ input }) => ({ link: input.link }),
  states: {
    button: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'copy.request': 'copying' },
        },
        copying: {
          tags: 'copying',
          invoke: {
            id: 'writeClipboard',
            src: 'writeClipboard',
            input: ({ context }) => ({ text: context.link }),
            onDone: { target: 'copied', actions: 'announceCopied' },
            onError: 'refused',
          },
        },
        copied: {
          tags: 'copied',
          after: { copyIconDuration: 'idle' },
          on: { 'copy.request': 'copying' },
        },
        refused: {
          tags: 'refused',
          entry: 'selectLinkForManualCopy',
          on: { 'copy.request': 'copying' },
        },
      },
    },
    toast: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'toast.show': 'visible' },
        },
        visible: {
          tags: 'toastVisible',
          entry: 'showCopiedToast',
          exit: 'hideCopiedToast',
          after: { copyToastDuration: 'hidden' },
          on: { 'toast.show': { target: 'visible', reenter: true } },
        },
      },
    },
  },
});
