import { TeamNews } from '@/features/community/ui/team-news';

/** /news: the Team News screen on its own address, so it can be shared. */
export function NewsPage() {
  return <TeamNews variant="page" />;
}
