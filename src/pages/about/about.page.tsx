import { PageHero } from '@/ui/page';

/** temp */
export function AboutPage() {
  return <PageHero eyebrow="X" title="AboutPage" />;
}
