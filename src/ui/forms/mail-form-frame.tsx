import { Button, Card, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { mailFormButtons } from '@/content/mail-form.content';
import { MailIcon } from '../icons';

interface MailFormFrameProps {
  /** id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** After a submit with errors, focus goes to the first invalid field so keyboard users land on its message. */
function focusFirstInvalid(form: HTMLFormElement): void {
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The card, the form element and the submit button both mail forms share. Browser validation is off
 * (noValidate): the rules and German messages of spec point 5 come from the form machine.
 */
export function MailFormFrame({ labelledBy, submitLabel, submitting, onSubmit, children }: MailFormFrameProps) {
  return (
    <Card.Root variant="outline" bg="bg.panel" borderColor="border.muted" maxW="3xl" width="full" mx="auto">
      <Card.Body p={{ base: '5', md: '8' }}>
        <form
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
            focusFirstInvalid(event.currentTarget);
          }}
        >
          <Stack gap="6">
            {children}
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              alignSelf={{ base: 'stretch', md: 'flex-start' }}
              loading={submitting}
              loadingText={mailFormButtons.submitting}
            >
              <MailIcon />
              {submitLabel}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
