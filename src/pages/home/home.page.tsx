import { PageHero } from '@/ui/page';

/** temp */
export function HomePage() {
  return <PageHero eyebrow="X" title="HomePage" />;
}
