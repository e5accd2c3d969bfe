import { Container } from '@chakra-ui/react';
import { communityContent } from '@/features/community/content/community.content';
import { PageHero } from '@/ui/page';
import { CommunityTabs } from '../ui/community-tabs';
import { communityTabPanels } from '../ui/tab-panels';

/** /community: Übersicht, News, Events, Team and Regeln, each tab loaded when first opened. */
export function CommunityPage() {
  return (
    <>
      <PageHero eyebrow={communityContent.eyebrow} title={communityContent.title} lead={communityContent.lead} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <CommunityTabs panels={communityTabPanels} />
      </Container>
    </>
  );
}
