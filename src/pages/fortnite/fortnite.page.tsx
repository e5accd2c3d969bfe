import { PageHero } from '@/ui/page';

/** temp */
export function FortnitePage() {
  return <PageHero eyebrow="X" title="FortnitePage" />;
}
