import { routes } from '@/config/routes';
import {
  APPLICATION_AREAS,
  applicationAreaLabels,
  applicationLabels as label,
  applicationPage as copy,
} from '@/features/mail-forms/content/application.content';
import { isApplicationArea, type ApplicationValues } from '@/features/mail-forms/domain/application.schema';
import { applicationFormMachine } from '@/features/mail-forms/machines/application-form.machine';
import { ExternalLink } from '@/ui/external-link';
import { MailFormSection, type MailFieldRow } from '@/features/mail-forms/ui/mail-form-section';
import { PageHero } from '@/ui/page';

const areaOptions = APPLICATION_AREAS.map((area) => ({ value: area, label: applicationAreaLabels[area] }));

/** The application fields in screen order; availability is the only optional one. */
const fields: readonly MailFieldRow<ApplicationValues>[] = [
  [
    {
      kind: 'text',
      name: 'discordName',
      label: label.discordName,
      required: true,
      placeholder: copy.placeholders.discordName,
      autoComplete: 'username',
    },
    {
      kind: 'text',
      name: 'age',
      label: label.age,
      required: true,
      inputMode: 'numeric',
      placeholder: copy.placeholders.age,
    },
  ],
  {
    kind: 'select',
    name: 'area',
    label: label.area,
    required: true,
    options: areaOptions,
    placeholder: copy.placeholders.area,
    toValue: (value) => (isApplicationArea(value) ? value : ''),
  },
  {
    kind: 'text',
    name: 'otherAreaDescription',
    label: label.otherAreaDescription,
    required: true,
    placeholder: copy.placeholders.otherAreaDescription,
    hint: copy.hints.otherAreaDescription,
    shownWhen: (values) => values.area === 'other',
  },
  {
    kind: 'textarea',
    name: 'motivation',
    label: label.motivation,
    required: true,
    placeholder: copy.placeholders.motivation,
    hint: copy.hints.motivation,
  },
  {
    kind: 'textarea',
    name: 'experience',
    label: label.experience,
    required: true,
    placeholder: copy.placeholders.experience,
    hint: copy.hints.experience,
  },
  {
    kind: 'text',
    name: 'availability',
    label: label.availability,
    placeholder: copy.placeholders.availability,
    hint: copy.hints.availability,
  },
  {
    kind: 'checkbox',
    name: 'agreedToTerms',
    content: (
      <>
        {copy.consentBefore}
        {/* A new tab, so the filled-in form is not lost while reading. */}
        <ExternalLink href={routes.privacy} color="brand.fg" textDecoration="underline">
          {copy.consentLink}
        </ExternalLink>
        {copy.consentAfter}
      </>
    ),
  },
];

/** /bewerbung: the team application; it opens a prefilled mail to the support mailbox (docs/adr/0005-mail-hand-off.md). */
export function ApplicationPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <MailFormSection machine={applicationFormMachine} id="bewerbung-formular" copy={copy} fields={fields} />
    </>
  );
}
