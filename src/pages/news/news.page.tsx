import { PageHero } from '@/ui/page';

/** Filled by the Community issue. */
export function NewsPage() {
  return <PageHero eyebrow="Neuigkeiten" title="Team News" />;
}
