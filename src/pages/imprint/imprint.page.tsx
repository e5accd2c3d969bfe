import { PageHero } from '@/ui/page';

/** temp */
export function ImprintPage() {
  return <PageHero eyebrow="X" title="ImprintPage" />;
}
