import { Box, Button, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { layoutContent } from '@/content/layout.content';
import { NoScriptNotice } from '@/ui/no-script-notice';
import { memo, type FormEvent } from 'react';
import { site } from '@/config/site';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import type { SupportRequest } from '@/features/cloudium/domain/support.schema';
import { supportFormMachine } from '@/features/cloudium/machines/support-form.machine';
import { ExternalButton } from '@/ui/external-link';
import { TextAreaField, TextField } from '@/ui/forms/form-fields';
import { useActorState } from '@/ui/machine-actor';
import { ChatIcon } from '@/ui/icons';
import { StaticIsland } from '@/ui/rendering/static-island';
import { useRequestFormActor } from './request-form-actor';
import { TrapField } from './trap-field';
import { WaitingNotice } from './waiting-notice';

const SUPPORT_KINDS = ['support'] as const;
import { TabIntro } from '@/ui/page';

const copy = cloudiumContent.support;

const fields: readonly { field: keyof SupportRequest; label: string; type?: 'email'; autoComplete: string }[] = [
  { field: 'name', label: copy.name, autoComplete: 'name' },
  { field: 'email', label: copy.email, type: 'email', autoComplete: 'email' },
  { field: 'subject', label: copy.subject, autoComplete: 'off' },
];

type SupportActor = ReturnType<typeof useSupportFormActor>;

const useSupportFormActor = () => useRequestFormActor(supportFormMachine, 'support');

interface SupportFieldProps {
  readonly actor: SupportActor;
  readonly field: keyof SupportRequest;
  readonly label: string;
  readonly type?: 'email';
  readonly autoComplete?: string;
  /** The message is a text area; the other fields are one line. */
  readonly multiline?: boolean;
}

/**
 * One field of the support form. It reads its own value from the form's machine, so a key renders this field alone,
 * not the form (docs/performance.md#taps); memo keeps the form's own renders (sending, the reference) from it.
 */
const SupportField = memo(function SupportField({
  actor,
  field,
  label,
  type,
  autoComplete,
  multiline,
}: SupportFieldProps) {
  const value = useActorState(actor, (snapshot) => snapshot.context.fields[field]);
  const submitting = useActorState(actor, (snapshot) => snapshot.hasTag('submitting'));
  const onValueChange = (changed: string) => actor.send({ type: 'field.change', field, value: changed });
  const common = { name: field, label, required: true, disabled: submitting, value, onValueChange };
  return multiline ? <TextAreaField {...common} /> : <TextField {...common} type={type} autoComplete={autoComplete} />;
});

export function SupportForm() {
  const actor = useSupportFormActor();
  const submitting = useActorState(actor, (snapshot) => snapshot.hasTag('submitting'));
  const lastReference = useActorState(actor, (snapshot) => snapshot.context.lastReference);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
  };

  return (
    // noValidate: an empty field must reach the form's own check ('Fehlende Eingaben'), not the browser's bubble.
    <chakra.form onSubmit={onSubmit} aria-labelledby="support-formular" aria-busy={submitting} noValidate>
      <Stack gap="4">
        <Heading as="h3" size="lg" id="support-formular">
          {copy.formTitle}
        </Heading>
        <NoScriptNotice>{layoutContent.noScript.form}</NoScriptNotice>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields.map(({ field, label, type, autoComplete }) => (
            <Box key={field} gridColumn={field === 'subject' ? { md: 'span 2' } : undefined}>
              <SupportField actor={actor} field={field} label={label} type={type} autoComplete={autoComplete} />
            </Box>
          ))}
        </SimpleGrid>
        <SupportField actor={actor} field="message" label={copy.message} multiline />
        <TrapField />
        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            disabled={submitting}
            loading={submitting}
            loadingText={copy.submitting}
          >
            {copy.submit}
          </Button>
        </Box>
        {lastReference ? (
          <Text role="status" color="fg.muted" fontSize="sm">
            {copy.lastReference(lastReference)}
          </Text>
        ) : null}
        <WaitingNotice kinds={SUPPORT_KINDS} />
      </Stack>
    </chakra.form>
  );
}

export function SupportTab() {
  return (
    <Stack gap="10">
      <TabIntro title={copy.title} intro={copy.intro} />
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap="8">
        <Box gridColumn={{ lg: 'span 3' }} layerStyle="panel" borderRadius="2xl" p={{ base: '5', md: '8' }}>
          <SupportForm />
        </Box>
        {/* The questions and the way to Discord only show. */}
        <StaticIsland>
          <Stack gridColumn={{ lg: 'span 2' }} gap="8">
            <Stack as="section" gap="4" aria-labelledby="support-faq">
              <Heading as="h3" size="lg" id="support-faq">
                {copy.faqTitle}
              </Heading>
              <Stack as="dl" gap="4">
                {cloudiumContent.faq.map((entry) => (
                  <Box key={entry.question}>
                    <Text as="dt" fontWeight="semibold">
                      {entry.question}
                    </Text>
                    <Text as="dd" color="fg.muted" mt="1">
                      {entry.answer}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Stack>
            <Stack as="section" gap="3" aria-labelledby="support-discord" bg="brand.subtle" borderRadius="2xl" p="6">
              <Heading as="h3" size="md" id="support-discord">
                {copy.discordTitle}
              </Heading>
              <Text color="fg.muted">{copy.discordText}</Text>
              <ExternalButton href={site.links.discordInvite} colorPalette="brand" alignSelf="flex-start">
                <ChatIcon />
                {copy.discordButton}
              </ExternalButton>
            </Stack>
          </Stack>
        </StaticIsland>
      </SimpleGrid>
    </Stack>
  );
}
