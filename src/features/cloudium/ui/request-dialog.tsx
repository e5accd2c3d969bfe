import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { useFocusTrapAfterPaint } from '@/ui/focus-trap-after-paint';
import { TextField } from '@/ui/forms/form-fields';
import { useScrollLock } from '@/ui/scroll-lock';

const copy = cloudiumContent.dialogs;

/**
 * A dialog opens with Chakra's animation but closes without one: it is gone in the frame that answers Escape,
 * 'Abbrechen' or a sent request, instead of after a fade that only delays the page behind it (docs/performance.md,
 * "Taps").
 */
const closesAtOnce = { animationName: 'none' } as const;

const focusedNow = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

interface RequestDialogProps {
  open: boolean;
  submitting: boolean;
  title: string;
  intro: string;
  /** What the request costs (docs/product.md#cloudium-cloudium, dialogs). */
  price: { label: string; value: string };
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  testId: string;
}

/**
 * The frame all three request dialogs share: title, form, 'Abbrechen' and 'Anfrage senden'. While submitting,
 * the send button is disabled and shows a spinner, and the dialog cannot be dismissed.
 */
export function RequestDialog({
  open,
  submitting,
  title,
  intro,
  price,
  onClose,
  onSubmit,
  children,
  testId,
}: RequestDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  useScrollLock(open);
  const content = useRef<HTMLDivElement>(null);
  useFocusTrapAfterPaint(open, content);
  return (
    <Dialog.Root
      open={open}
      // The page is locked by useScrollLock: Chakra's own lock restyles every element of the page.
      preventScroll={false}
      // The focus is trapped by useFocusTrapAfterPaint: Chakra's own trap runs before the dialog's first paint. Without
      // its trap, Chakra still moves the focus before that paint, to the element named here: the one that has it now
      // (the button that opened the dialog), so it stays until the trap moves it into the dialog.
      trapFocus={false}
      initialFocusEl={focusedNow}
      // Mounted closed at the page's first idle moment (useDialogsMounted) and kept: opening is then a re-render
      // and a visibility switch, not a mount of every part and style (docs/performance.md, "Taps").
      lazyMount={false}
      unmountOnExit={false}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      // No request dialog is nested in another. The one that opens this one (the Custom Server dialog's plan-fit
      // button) closes in the same tap and must not take this one with it, neither as a layer below it nor by giving
      // the focus back to its own trigger (a modal dialog's focus leaves it only by a script).
      onRequestDismiss={(event) => event.preventDefault()}
      onFocusOutside={(event) => event.preventDefault()}
      closeOnInteractOutside={!submitting}
      closeOnEscape={!submitting}
      placement="center"
      scrollBehavior="inside"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop _closed={closesAtOnce} />
        <Dialog.Positioner>
          <Dialog.Content ref={content} data-testid={testId} aria-busy={submitting} _closed={closesAtOnce}>
            <form onSubmit={submit} style={{ display: 'contents' }} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description color="fg.muted">{intro}</Dialog.Description>
                  {children}
                  <Text fontSize="sm" color="fg.muted" data-testid="price-clarity">
                    <Text as="span" fontWeight="semibold" color="fg">
                      {price.label}:
                    </Text>{' '}
                    {price.value}
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={submitting}>
                  {copy.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} loadingText={copy.sending}>
                  {copy.send}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild disabled={submitting}>
                <CloseButton size="sm" aria-label={copy.close} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface DiscordNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The required Discord name every request dialog starts with. */
export function DiscordNameField({ value, onChange, disabled }: DiscordNameFieldProps) {
  return (
    <TextField
      name="discordName"
      label={copy.discordName}
      placeholder={copy.discordPlaceholder}
      required
      disabled={disabled}
      value={value}
      onValueChange={onChange}
    />
  );
}
