import { Badge } from '@chakra-ui/react';
import { PRIVACY_VERSION, privacyIntro, privacySections } from '@/content/privacy.content';
import { PageHero, Prose } from '@/ui/page';
import { ProseSections } from '@/ui/prose-sections';

/** /datenschutz: the privacy policy, dated as docs/product.md#routes asks. */
export function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow="Rechtliches" title="Datenschutzerklärung" lead={privacyIntro}>
        <Badge colorPalette="brand" variant="subtle" size="lg">
          {PRIVACY_VERSION}
        </Badge>
      </PageHero>
      <Prose>
        <ProseSections sections={privacySections} />
      </Prose>
    </>
  );
}
