import { PageHero } from '@/ui/page';

/** Filled by the Community issue. */
export function JoinPage() {
  return <PageHero eyebrow="Discord" title="Tritt unserem Discord bei" />;
}
