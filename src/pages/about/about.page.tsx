import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { aboutContent, type AboutIcon, type AboutLinkCard } from '@/content/about.content';
import { CreatorLinkButtons } from '@/ui/creator-links';
import { ExternalButton } from '@/ui/external-link';
import { FeatureCard, FeatureGrid } from '@/ui/feature-card';
import { ArrowRightIcon, ChatIcon, HeartIcon, PlayIcon, ServerIcon, ShieldIcon, UsersIcon } from '@/ui/icons';
import { PageHero, PageSection, Prose } from '@/ui/page';
import { ProseSections } from '@/ui/prose-sections';
import { InternalButton } from '@/ui/router-link';

const icons: Record<AboutIcon, ReactNode> = {
  heart: <HeartIcon />,
  users: <UsersIcon />,
  chat: <ChatIcon />,
  shield: <ShieldIcon />,
  play: <PlayIcon />,
  server: <ServerIcon />,
};

/** The creator's initials as an avatar: no photo needed, nothing loaded from elsewhere. */
function Avatar() {
  return (
    <Box
      aria-hidden="true"
      layerStyle="emblem"
      width="24"
      height="24"
      borderRadius="full"
      fontSize="3xl"
      fontWeight="bold"
    >
      {site.creatorName.slice(0, 2).toUpperCase()}
    </Box>
  );
}

/** A card of what the owner does; its button leads out (`href`) or to the site's own page for it (`to`). */
function WorkCard({ card, link }: { card: AboutLinkCard; link: { href: string } | { to: string } }) {
  const action =
    'href' in link ? (
      <ExternalButton href={link.href} colorPalette="brand" variant="outline">
        {card.linkLabel}
      </ExternalButton>
    ) : (
      <InternalButton to={link.to} colorPalette="brand" variant="outline">
        {card.linkLabel}
        <ArrowRightIcon />
      </InternalButton>
    );
  return (
    <FeatureCard icon={icons[card.icon]} title={card.title} footer={action}>
      {card.text}
    </FeatureCard>
  );
}

/** /ueber-mich: static about page for the owner of the community. */
export function AboutPage() {
  const { values, work, more } = aboutContent;
  return (
    <>
      <PageHero eyebrow={aboutContent.eyebrow} title={aboutContent.title} lead={aboutContent.lead}>
        <Avatar />
      </PageHero>
      <Prose>
        <ProseSections sections={aboutContent.story} />
      </Prose>
      <PageSection id="werte" title={values.heading} bg="bg.subtle">
        <FeatureGrid features={values.cards} icons={icons} columns={4} />
      </PageSection>
      <PageSection id="was-ich-mache" title={work.heading}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <WorkCard card={work.streams} link={{ href: site.links.streamingChannel }} />
          <WorkCard card={work.cloudium} link={{ to: routes.cloudium }} />
          <WorkCard card={work.community} link={{ to: routes.community }} />
        </SimpleGrid>
      </PageSection>
      <PageSection id="mehr" title={more.heading} bg="bg.subtle">
        <Text color="fg.muted" maxW="3xl">
          {more.text}
        </Text>
        <Flex gap="3" wrap="wrap">
          <CreatorLinkButtons streamLabel={more.streamLabel} websiteLabel={more.websiteLabel} />
        </Flex>
      </PageSection>
    </>
  );
}
