import { SimpleGrid } from '@chakra-ui/react';
import { routes } from '@/config/routes';
import {
  APPLICATION_AREAS,
  applicationAreaLabels,
  applicationLabels as label,
  applicationPage as copy,
} from '@/content/application.content';
import { isApplicationArea } from '@/domain/application.schema';
import { applicationFormMachine } from '@/machines/mail-form.machine';
import { ExternalLink } from '@/ui/external-link';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/ui/forms/form-fields';
import { MailFormFrame } from '@/ui/forms/mail-form-frame';
import { MailSuccessDialog } from '@/ui/forms/mail-success-dialog';
import { useMailForm } from '@/ui/forms/use-mail-form';
import { PageHero, PageSection } from '@/ui/page';

const areaOptions = APPLICATION_AREAS.map((area) => ({ value: area, label: applicationAreaLabels[area] }));
const SECTION_ID = 'bewerbung-formular';

/** /bewerbung: the team application; it opens a prefilled mail to the support mailbox (spec point 7). */
export function ApplicationPage() {
  const form = useMailForm(applicationFormMachine);
  const { values, errors, change } = form;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <PageSection id={SECTION_ID} title={copy.formTitle} intro={copy.formIntro}>
        <MailFormFrame
          labelledBy={`${SECTION_ID}-titel`}
          submitLabel={copy.submit}
          submitting={form.submitting}
          onSubmit={form.submit}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <TextField
              name="discordName"
              label={label.discordName}
              required
              value={values.discordName}
              onValueChange={(value) => change('discordName', value)}
              placeholder={copy.placeholders.discordName}
              autoComplete="username"
              error={errors.discordName}
            />
            <TextField
              name="age"
              label={label.age}
              required
              inputMode="numeric"
              value={values.age}
              onValueChange={(value) => change('age', value)}
              placeholder={copy.placeholders.age}
              error={errors.age}
            />
          </SimpleGrid>
          <SelectField
            name="area"
            label={label.area}
            required
            value={values.area}
            options={areaOptions}
            placeholder={copy.placeholders.area}
            onValueChange={(value) => change('area', isApplicationArea(value) ? value : '')}
            error={errors.area}
          />
          {values.area === 'other' ? (
            <TextField
              name="otherAreaDescription"
              label={label.otherAreaDescription}
              required
              value={values.otherAreaDescription}
              onValueChange={(value) => change('otherAreaDescription', value)}
              placeholder={copy.placeholders.otherAreaDescription}
              hint={copy.hints.otherAreaDescription}
              error={errors.otherAreaDescription}
            />
          ) : null}
          <TextAreaField
            name="motivation"
            label={label.motivation}
            required
            value={values.motivation}
            onValueChange={(value) => change('motivation', value)}
            placeholder={copy.placeholders.motivation}
            hint={copy.hints.motivation}
            error={errors.motivation}
          />
          <TextAreaField
            name="experience"
            label={label.experience}
            required
            value={values.experience}
            onValueChange={(value) => change('experience', value)}
            placeholder={copy.placeholders.experience}
            hint={copy.hints.experience}
            error={errors.experience}
          />
          <TextField
            name="availability"
            label={label.availability}
            value={values.availability}
            onValueChange={(value) => change('availability', value)}
            placeholder={copy.placeholders.availability}
            hint={copy.hints.availability}
          />
          <CheckboxField
            name="agreedToTerms"
            checked={values.agreedToTerms}
            onCheckedChange={(checked) => change('agreedToTerms', checked)}
            error={errors.agreedToTerms}
          >
            {copy.consentBefore}
            {/* A new tab, so the filled-in form is not lost while reading. */}
            <ExternalLink href={routes.privacy} color="brand.fg" textDecoration="underline">
              {copy.consentLink}
            </ExternalLink>
            {copy.consentAfter}
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
