import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  partnerBenefits,
  partnershipLabels as label,
  partnershipPage as copy,
} from '@/features/mail-forms/content/partnership.content';
import type { PartnershipValues } from '@/features/mail-forms/domain/partnership.schema';
import { partnershipFormMachine } from '@/features/mail-forms/machines/partnership-form.machine';
import { FeatureCard } from '@/ui/feature-card';
import { MailFormSection, type MailFieldRow } from '@/features/mail-forms/ui/mail-form-section';
import { CalendarIcon, ChatIcon, PlayIcon, ServerIcon, StarIcon, UsersIcon } from '@/ui/icons';
import { AfterPaint } from '@/ui/rendering/after-paint';
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

/** The partnership request fields in screen order; all are required. */
const fields: readonly MailFieldRow<PartnershipValues>[] = [
  [
    {
      kind: 'text',
      name: 'serverName',
      label: label.serverName,
      required: true,
      placeholder: copy.placeholders.serverName,
    },
    {
      kind: 'text',
      name: 'serverLink',
      label: label.serverLink,
      required: true,
      type: 'url',
      inputMode: 'url',
      placeholder: copy.placeholders.serverLink,
      hint: copy.hints.serverLink,
    },
  ],
  {
    kind: 'textarea',
    name: 'projectDescription',
    label: label.projectDescription,
    required: true,
    placeholder: copy.placeholders.projectDescription,
    hint: copy.hints.projectDescription,
  },
  {
    kind: 'textarea',
    name: 'partnershipReason',
    label: label.partnershipReason,
    required: true,
    rows: 4,
    placeholder: copy.placeholders.partnershipReason,
    hint: copy.hints.partnershipReason,
  },
  {
    kind: 'text',
    name: 'contactPerson',
    label: label.contactPerson,
    required: true,
    placeholder: copy.placeholders.contactPerson,
    hint: copy.hints.contactPerson,
  },
  { kind: 'checkbox', name: 'hasConfirmed', content: copy.confirmation },
];

/** /partnerschaft: the six partner benefits and the request form, which opens a prefilled mail. */
export function PartnershipPage() {
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
      <AfterPaint>
        <MailFormSection
          machine={partnershipFormMachine}
          id="partnerschaft-formular"
          copy={copy}
          fields={fields}
          pt="0"
        />
      </AfterPaint>
    </>
  );
}
