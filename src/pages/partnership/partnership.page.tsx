import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { partnerBenefits, partnershipLabels as label, partnershipPage as copy } from '@/content/partnership.content';
import { partnershipFormMachine } from '@/machines/mail-form.machine';
import { FeatureCard } from '@/ui/feature-card';
import { CheckboxField, TextAreaField, TextField } from '@/ui/forms/form-fields';
import { MailFormFrame } from '@/ui/forms/mail-form-frame';
import { MailSuccessDialog } from '@/ui/forms/mail-success-dialog';
import { useMailForm } from '@/ui/forms/use-mail-form';
import { CalendarIcon, ChatIcon, PlayIcon, ServerIcon, StarIcon, UsersIcon } from '@/ui/icons';
import { PageHero, PageSection } from '@/ui/page';

/** One icon per benefit, in the order of partnerBenefits. */
const benefitIcons: readonly ReactNode[] = [
  <UsersIcon key="werbung" />,
  <StarIcon key="rolle" />,
  <CalendarIcon key="events" />,
  <PlayIcon key="streams" />,
  <ChatIcon key="kontakt" />,
  <ServerIcon key="wissen" />,
];

const SECTION_ID = 'partnerschaft-formular';

/** /partnerschaft: the six partner benefits and the request form, which opens a prefilled mail. */
export function PartnershipPage() {
  const form = useMailForm(partnershipFormMachine);
  const { values, errors, change } = form;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <PageSection id="partner-vorteile" title={copy.benefitsTitle}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" as="ul" listStyleType="none">
          {partnerBenefits.map((benefit, index) => (
            <li key={benefit.title}>
              <FeatureCard icon={benefitIcons[index]} title={benefit.title}>
                {benefit.text}
              </FeatureCard>
            </li>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id={SECTION_ID} title={copy.formTitle} intro={copy.formIntro} pt="0">
        <MailFormFrame
          labelledBy={`${SECTION_ID}-titel`}
          submitLabel={copy.submit}
          submitting={form.submitting}
          onSubmit={form.submit}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <TextField
              name="serverName"
              label={label.serverName}
              required
              value={values.serverName}
              onValueChange={(value) => change('serverName', value)}
              placeholder={copy.placeholders.serverName}
              error={errors.serverName}
            />
            <TextField
              name="serverLink"
              label={label.serverLink}
              required
              type="url"
              inputMode="url"
              value={values.serverLink}
              onValueChange={(value) => change('serverLink', value)}
              placeholder={copy.placeholders.serverLink}
              hint={copy.hints.serverLink}
              error={errors.serverLink}
            />
          </SimpleGrid>
          <TextAreaField
            name="projectDescription"
            label={label.projectDescription}
            required
            value={values.projectDescription}
            onValueChange={(value) => change('projectDescription', value)}
            placeholder={copy.placeholders.projectDescription}
            hint={copy.hints.projectDescription}
            error={errors.projectDescription}
          />
          <TextAreaField
            name="partnershipReason"
            label={label.partnershipReason}
            required
            rows={4}
            value={values.partnershipReason}
            onValueChange={(value) => change('partnershipReason', value)}
            placeholder={copy.placeholders.partnershipReason}
            hint={copy.hints.partnershipReason}
            error={errors.partnershipReason}
          />
          <TextField
            name="contactPerson"
            label={label.contactPerson}
            required
            value={values.contactPerson}
            onValueChange={(value) => change('contactPerson', value)}
            placeholder={copy.placeholders.contactPerson}
            hint={copy.hints.contactPerson}
            error={errors.contactPerson}
          />
          <CheckboxField
            name="hasConfirmed"
            checked={values.hasConfirmed}
            onCheckedChange={(checked) => change('hasConfirmed', checked)}
            error={errors.hasConfirmed}
          >
            {copy.confirmation}
          </CheckboxField>
        </MailFormFrame>
      </PageSection>
      <MailSuccessDialog
        open={form.dialogOpen}
        onClose={form.closeDialog}
        title={copy.dialogTitle}
        text={copy.dialogText}
        mail={form.mail}
      />
    </>
  );
}
