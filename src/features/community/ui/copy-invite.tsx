import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { COPY_TOAST_MS } from '@/config/timing';
import { joinContent } from '@/features/community/content/join.content';
import { copyLinkMachine } from '@/features/community/machines/copy-link.machine';
import { CheckIcon, CopyIcon } from '@/ui/icons';
import { useActorState, useMachineActor } from '@/ui/machine-actor';
import { dismissNotice, notify } from '@/ui/toaster';

/**
 * The button's icon pops in when it changes from copy to check and back (framer-motion, only on this screen and
 * only after a click: nothing animates on load). The old icon leaves at once, so the check shows exactly as long
 * as the machine says. Visitors who ask for reduced motion see a plain swap.
 */
function CopyStateIcon({ copied }: { copied: boolean }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence initial={false}>
          <m.span
            key={copied ? 'check' : 'copy'}
            style={{ display: 'inline-flex' }}
            initial={{ scale: 0.4, opacity: 0 }}
            animate={{ scale: 1, opacity: 1 }}
            transition={{ duration: 0.15 }}
          >
            {copied ? <CheckIcon data-testid="copy-check-icon" /> : <CopyIcon />}
          </m.span>
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}

/** Rejects where the browser has no clipboard API (insecure context) or refuses the write. */
async function writeToClipboard(text: string): Promise<undefined> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('Die Zwischenablage ist in diesem Browser nicht verfügbar.');
  }
  await navigator.clipboard.writeText(text);
  return undefined;
}

export const INVITE_INPUT_ID = 'einladungslink';

/** The toaster is one per page, so the id of the toast this button showed is too. */
let copiedToastId: string | null = null;

/** The copy machine with the browser's side effects; they run in event handlers, never during render. */
const inviteCopyMachine = copyLinkMachine.provide({
  actors: { writeClipboard: fromPromise(({ input }) => writeToClipboard(input.text)) },
  actions: {
    showCopiedToast: () => {
      copiedToastId = notify({
        title: joinContent.invite.toastTitle,
        description: joinContent.invite.toastText,
        kind: 'success',
        durationMs: COPY_TOAST_MS,
      });
    },
    hideCopiedToast: () => {
      if (copiedToastId) dismissNotice(copiedToastId);
      copiedToastId = null;
    },
    selectLinkForManualCopy: () => {
      const field = document.getElementById(INVITE_INPUT_ID);
      if (!(field instanceof HTMLInputElement)) return;
      field.focus();
      field.setSelectionRange(0, field.value.length);
    },
  },
});

/** The read-only invite link with its copy button (docs/product.md#join-join). */
export function CopyInvite({ link, children }: { link: string; children?: ReactNode }) {
  const { invite } = joinContent;
  const actor = useMachineActor(inviteCopyMachine, { link });
  const { send } = actor;
  const copied = useActorState(actor, (snapshot) => snapshot.hasTag('copied'));
  const refused = useActorState(actor, (snapshot) => snapshot.hasTag('refused'));
  const copying = useActorState(actor, (snapshot) => snapshot.hasTag('copying'));

  return (
    <Stack gap="4">
      <Field.Root id={INVITE_INPUT_ID}>
        <Field.Label>{invite.label}</Field.Label>
        <Input
          value={link}
          readOnly
          fontFamily="mono"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="invite-link"
        />
      </Field.Root>
      <HStack gap="3" flexWrap="wrap">
        <Button
          onClick={() => send({ type: 'copy.request' })}
          loading={copying}
          variant={copied ? 'subtle' : 'outline'}
          colorPalette={copied ? 'green' : undefined}
          minW="36"
          data-copied={copied}
        >
          <CopyStateIcon copied={copied} />
          {copied ? invite.copied : invite.copy}
        </Button>
        {children}
      </HStack>
      {refused ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{invite.refusedTitle}</Alert.Title>
            <Alert.Description>{invite.refusedText}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
