import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { COPY_TOAST_MS } from '@/config/timing';
import { joinContent } from '@/features/community/content/join.content';
import { copyLinkMachine } from '@/features/community/machines/copy-link.machine';
import { CheckIcon, CopyIcon } from '@/ui/icons';
import { useNeededOrIdle } from '@/ui/rendering/use-needed-or-idle';
import { useActorState, useMachineActor } from '@/ui/machine-actor';
import { dismissNotice, notify } from '@/ui/overlay/toaster';
import type { CopyStatePop } from './copy-state-pop';

/** Set once the pop animation has loaded: later visits of the page (a page change back to it) pop from the start. */
let loadedPop: typeof CopyStatePop | null = null;

/**
 * Whether the icon's pop animation is there, loading it once the page is interactive and the browser idle:
 * framer-motion stays out of the page's own code (copy-state-pop.tsx). Until then, and if it cannot load, the icons
 * swap without animating.
 */
function usePopLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => loadedPop !== null);
  const due = useNeededOrIdle(false, loaded);
  useEffect(() => {
    if (loaded || !due) return undefined;
    let mounted = true;
    import(/* webpackChunkName: "copy-state-pop" */ './copy-state-pop').then(
      (module) => {
        loadedPop = module.CopyStatePop;
        if (mounted) setLoaded(true);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [loaded, due]);
  return loaded;
}

/** The button's icon: copy or check; it pops in when it changes once the animation has loaded. */
function CopyStateIcon({ copied }: { copied: boolean }) {
  const popLoaded = usePopLoaded();
  const stateKey = copied ? 'check' : 'copy';
  const icon = copied ? <CheckIcon data-testid="copy-check-icon" /> : <CopyIcon />;
  const Pop = popLoaded ? loadedPop : null;
  if (!Pop) {
    return (
      <span key={stateKey} style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    );
  }
  // The check comes after the button's loading state, which mounts the icon anew: it pops in on its mount.
  return (
    <Pop stateKey={stateKey} popsOnMount={copied}>
      {icon}
    </Pop>
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
