import { Box } from '@chakra-ui/react';
import { TERMS_FEES_CENTS, termsContact, termsIntro, termsSections } from '@/content/terms.content';
import { formatEuro } from '@/domain/money';
import { PageHero, Prose } from '@/ui/page';
import { ProseSections } from '@/ui/prose-sections';

const sections = termsSections({
  managedMonthlyFee: formatEuro(TERMS_FEES_CENTS.managedMonthly),
  customSetupFee: formatEuro(TERMS_FEES_CENTS.customSetup),
});

/** /agb: terms of service for Cloudium hosting, nine numbered sections plus contact. */
export function TermsPage() {
  return (
    <>
      <PageHero eyebrow="Rechtliches" title="Allgemeine Geschäftsbedingungen" lead={termsIntro} />
      <Prose>
        <ProseSections sections={sections} />
        <Box layerStyle="panel.brand" borderRadius="xl" p={{ base: '5', md: '6' }} mt="4" data-testid="terms-contact">
          <ProseSections sections={[termsContact]} />
        </Box>
      </Prose>
    </>
  );
}
