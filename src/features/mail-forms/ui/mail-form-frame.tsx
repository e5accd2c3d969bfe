import { Box, Button, Card, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { layoutContent } from '@/content/layout.content';
import { NoScriptNotice } from '@/ui/no-script-notice';
import type { ReactNode } from 'react';
import { mailFormButtons, mailFormHowTo as howTo } from '@/features/mail-forms/content/mail-form.content';
import { MailIcon } from '@/ui/icons';
import { focusFirstInvalidAfterPaint } from '@/ui/forms/form-fields';

interface MailFormFrameProps {
  /** id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

const fieldsetReset = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * The card, the form element and the submit button both mail forms share. Browser validation is off
 * (noValidate): the rules and German messages of docs/product.md#validation come from the form machine.
 */
export function MailFormFrame({ labelledBy, submitLabel, submitting, onSubmit, children }: MailFormFrameProps) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Card.Root variant="outline" bg="bg.panel" borderColor="border.muted" width="full">
        <Card.Body p={{ base: '5', md: '8' }}>
          <form
            noValidate
            aria-labelledby={labelledBy}
            onSubmit={(event) => {
              event.preventDefault();
              focusFirstInvalidAfterPaint(event.currentTarget);
              onSubmit();
            }}
          >
            <Stack gap="6">
              <NoScriptNotice>{layoutContent.noScript.form}</NoScriptNotice>
              {/* While the mail client opens, edits would be dropped by the machine: say so by disabling them. */}
              <fieldset disabled={submitting} style={fieldsetReset}>
                <Stack gap="6">{children}</Stack>
              </fieldset>
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
      <HowItWorks />
    </Grid>
  );
}

/** Three steps of the mail hand-off and the mailbox, for visitors who would rather write directly. */
function HowItWorks() {
  return (
    <Box as="aside" aria-labelledby="so-funktionierts" layerStyle="panel.sunken" borderRadius="l3" p="6">
      <Stack gap="4">
        <Heading as="h3" size="md" id="so-funktionierts">
          {howTo.title}
        </Heading>
        <List.Root as="ol" gap="2" ps="5" color="fg.muted" listStyleType="decimal">
          {howTo.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List.Root>
        <Text color="fg.muted">
          {howTo.directIntro}{' '}
          <Link href={`mailto:${howTo.mailbox}`} color="brand.fg" fontWeight="semibold" wordBreak="break-all">
            {howTo.mailbox}
          </Link>
        </Text>
      </Stack>
    </Box>
  );
}
