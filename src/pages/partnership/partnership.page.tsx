import { PageHero } from '@/ui/page';

/** Filled by the forms issue. */
export function PartnershipPage() {
  return <PageHero eyebrow="Partnerschaft" title="Werde unser Partner" />;
}
