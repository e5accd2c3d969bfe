import { Alert, Box, Button, Field, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { COPY_ICON_MS } from '@/config/timing';
import { mailSuccessDialog as copy } from '@/features/mail-forms/content/mail-form.content';
import type { MailLink } from '@/features/mail-forms/domain/mailto';
import { CheckIcon, CopyIcon } from '@/ui/icons';
import { ModalBody, ModalDialog, ModalFooter } from '@/ui/overlay/modal-dialog';

export interface MailSuccessDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  mail: MailLink | null;
}

/** The text exactly as the mail carries it, so the copy can be pasted into the mail as it is. */
function fullText(mail: MailLink): string {
  return `${copy.subjectLabel}: ${mail.subject}\n\n${mail.body}`;
}

function CopyButton({ value }: { value: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), COPY_ICON_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack gap="2" align="flex-start">
      <Button size="sm" variant="outline" onClick={() => void copyText()}>
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {state === 'copied' ? copy.copiedLabel : copy.copyLabel}
      </Button>
      <Text role="status" fontSize="sm" color="fg.muted">
        {state === 'failed' ? copy.copyFailed : ''}
      </Text>
    </Stack>
  );
}

/**
 * Shown after the mail client was opened (docs/product.md#states). It always offers the mailbox and the full text:
 * browsers cannot tell whether a mail client really opened, and a link over 2,000 characters carries a
 * shortened body (docs/adr/0005-mail-hand-off.md). Nothing the visitor wrote is lost.
 */
export function MailSuccessDialog({ open, onClose, title, text, mail }: MailSuccessDialogProps) {
  // Rendered only while open: it shows once per sent form, and the page need not carry it before.
  if (!open) return null;
  return (
    <ModalDialog
      open={open}
      onDismiss={onClose}
      title={title}
      closeLabel={copy.closeLabel}
      size="lg"
      testId="mail-success-dialog"
    >
      <ModalBody>
        <Stack gap="4">
          <Text>{text}</Text>
          {mail?.shortened ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>{copy.shortenedHint}</Alert.Description>
            </Alert.Root>
          ) : (
            <Text color="fg.muted">{copy.fallbackHint}</Text>
          )}
          <Box>
            <Text as="span">{copy.mailboxIntro} </Text>
            <Link href={`mailto:${copy.mailbox}`} color="brand.fg" fontWeight="semibold">
              {copy.mailbox}
            </Link>
          </Box>
          {mail ? (
            <>
              <Field.Root>
                <Field.Label>{copy.fullTextLabel}</Field.Label>
                <Textarea readOnly value={fullText(mail)} rows={8} fontFamily="mono" fontSize="sm" />
              </Field.Root>
              <CopyButton value={fullText(mail)} />
            </>
          ) : null}
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button colorPalette="brand" onClick={onClose}>
          {copy.closeLabel}
        </Button>
      </ModalFooter>
    </ModalDialog>
  );
}
