import { PageHero } from '@/ui/page';

/** Filled by the forms issue. */
export function ApplicationPage() {
  return <PageHero eyebrow="Team" title="Bewirb dich für unser Team" />;
}
