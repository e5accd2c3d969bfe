import { Button, Stack, Text } from '@chakra-ui/react';
import { createContext, useContext, type FormEvent, type ReactNode } from 'react';
import type { RequestKind } from '@/features/cloudium/contract/webhook-contract';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { TextField } from '@/ui/forms/form-fields';
import { ModalBody, ModalDescription, ModalDialog, ModalFooter } from '@/ui/overlay/modal-dialog';
import { TrapField } from './trap-field';
import { WaitingNotice } from './waiting-notice';

const copy = cloudiumContent.dialogs;

/**
 * The kind of request the dialog inside sends (its entry in request-dialogs.ts provides it): a request of that kind
 * that waits for the connection shows in the dialog, where the visitor just tapped, and not only behind it.
 */
export const RequestKindContext = createContext<RequestKind | null>(null);

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
 * the send button is disabled and shows a spinner, and the dialog cannot be dismissed. Mounted closed at the page's
 * first idle moment (useDialogsMounted) and kept: opening is a re-render (src/ui/overlay/modal-dialog.tsx).
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
  const kind = useContext(RequestKindContext);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ModalDialog
      open={open}
      onDismiss={onClose}
      dismissible={!submitting}
      title={title}
      described
      closeLabel={copy.close}
      testId={testId}
      busy={submitting}
    >
      <form onSubmit={submit} style={{ display: 'contents' }} noValidate>
        <ModalBody>
          <Stack gap="4">
            <ModalDescription color="fg.muted">{intro}</ModalDescription>
            {children}
            <TrapField />
            {kind && <WaitingNotice kinds={[kind]} />}
            <Text fontSize="sm" color="fg.muted" data-testid="price-clarity">
              <Text as="span" fontWeight="semibold" color="fg">
                {price.label}:
              </Text>{' '}
              {price.value}
            </Text>
          </Stack>
        </ModalBody>
        <ModalFooter>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {copy.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText={copy.sending}>
            {copy.send}
          </Button>
        </ModalFooter>
      </form>
    </ModalDialog>
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
