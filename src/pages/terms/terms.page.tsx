import { PageHero } from '@/ui/page';

/** temp */
export function TermsPage() {
  return <PageHero eyebrow="X" title="TermsPage" />;
}
