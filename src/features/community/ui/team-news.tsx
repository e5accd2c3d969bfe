import { Box, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { communityTabPath } from '@/features/community/content/community.content';
import { newsContent } from '@/features/community/content/news.content';
import { CheckList } from '@/ui/check-list';
import { ExternalButton } from '@/ui/external-link';
import { IconTile } from '@/ui/feature-card';
import { CalendarIcon, HeartIcon, PlayIcon, ServerIcon, UsersIcon } from '@/ui/icons';
import { PageHero } from '@/ui/page';
import { InternalButton } from '@/ui/router-link';

type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4';
const LEVELS: readonly HeadingLevel[] = ['h1', 'h2', 'h3', 'h4'];

/**
 * The Team News screen (docs/product.md#team-news-news-and-the-community-tab-news). One component for both places: on /news it is the
 * page (its title is the h1), inside the Community tab News the page already has an h1, so every heading
 * moves one level down.
 */
export type TeamNewsVariant = 'page' | 'tab';

function levels(variant: TeamNewsVariant) {
  const offset = variant === 'page' ? 0 : 1;
  const at = (depth: number) => LEVELS[depth + offset] ?? 'h4';
  return { title: at(0), card: at(1), moreTitle: at(1), moreCard: at(2) };
}

interface NewsCardProps {
  icon: ReactNode;
  title: string;
  heading: HeadingLevel;
  children: ReactNode;
  action: ReactNode;
  highlight?: boolean;
}

function NewsCard({ icon, title, heading, children, action, highlight = false }: NewsCardProps) {
  return (
    <Card.Root variant="outline" bg="bg.panel" borderColor={highlight ? 'brand.border' : 'border.muted'} height="full">
      <Card.Body gap="3">
        <IconTile>{icon}</IconTile>
        <Heading as={heading} size="lg">
          {title}
        </Heading>
        <Stack gap="3" color="fg.muted">
          {children}
        </Stack>
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </Card.Root>
  );
}

function StreamCard({ heading }: { heading: HeadingLevel }) {
  const { stream } = newsContent;
  return (
    <NewsCard
      icon={<PlayIcon />}
      title={stream.title}
      heading={heading}
      highlight
      action={
        <ExternalButton href={site.links.streamingChannel} colorPalette="brand">
          {stream.button}
        </ExternalButton>
      }
    >
      <Text data-testid="next-stream-date">
        <Text as="span" fontWeight="semibold" color="fg">
          {stream.dateLabel}:
        </Text>{' '}
        {stream.date}
      </Text>
      <Text fontWeight="semibold" color="fg">
        {stream.expectTitle}
      </Text>
      <CheckList items={stream.expectations} />
    </NewsCard>
  );
}

export function TeamNews({ variant }: { variant: TeamNewsVariant }) {
  const heading = levels(variant);
  const { merch, recruitment, more } = newsContent;
  const cards = (
    <Stack gap="10">
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <StreamCard heading={heading.card} />
        <NewsCard
          icon={<HeartIcon />}
          title={merch.title}
          heading={heading.card}
          action={
            <ExternalButton href={site.links.merchShop} variant="outline">
              {merch.button}
            </ExternalButton>
          }
        >
          <Text>{merch.text}</Text>
        </NewsCard>
        <NewsCard
          icon={<UsersIcon />}
          title={recruitment.title}
          heading={heading.card}
          action={
            <InternalButton to={routes.application} variant="outline">
              {recruitment.button}
            </InternalButton>
          }
        >
          <Text>{recruitment.text}</Text>
        </NewsCard>
      </SimpleGrid>
      <Stack as="section" gap="6" aria-label={more.title}>
        <Heading as={heading.moreTitle} size={{ base: 'xl', md: '2xl' }}>
          {more.title}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <NewsCard
            icon={<CalendarIcon />}
            title={more.events.title}
            heading={heading.moreCard}
            action={
              <InternalButton to={communityTabPath('events')} variant="ghost" colorPalette="brand">
                {more.events.link}
              </InternalButton>
            }
          >
            <Text>{more.events.text}</Text>
          </NewsCard>
          <NewsCard
            icon={<ServerIcon />}
            title={more.server.title}
            heading={heading.moreCard}
            action={
              <InternalButton to={routes.cloudium} variant="ghost" colorPalette="brand">
                {more.server.link}
              </InternalButton>
            }
          >
            <Text>{more.server.text}</Text>
          </NewsCard>
        </SimpleGrid>
      </Stack>
    </Stack>
  );

  if (variant === 'page') {
    return (
      <>
        <PageHero eyebrow={newsContent.eyebrow} title={newsContent.title} lead={newsContent.lead} />
        <Container maxW="6xl" py={{ base: '10', md: '14' }}>
          {cards}
        </Container>
      </>
    );
  }
  return (
    <Stack gap="8">
      <Box
        layerStyle="banner"
        bgGradient="to-r"
        borderRadius="xl"
        px={{ base: '5', md: '8' }}
        py={{ base: '6', md: '8' }}
      >
        <Text textStyle="eyebrow" color="brand.fg">
          {newsContent.eyebrow}
        </Text>
        <Heading as={heading.title} size={{ base: '2xl', md: '3xl' }} mt="1">
          {newsContent.title}
        </Heading>
        <Text color="fg.muted" mt="2">
          {newsContent.lead}
        </Text>
      </Box>
      {cards}
    </Stack>
  );
}
