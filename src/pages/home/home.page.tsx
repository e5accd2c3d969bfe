import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NAV_HEIGHT_PX } from '@/config/layout';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { homeContent } from '@/content/home.content';
import { ExternalButton, ExternalLink } from '@/ui/external-link';
import { FeatureCard } from '@/ui/feature-card';
import { ArrowRightIcon, CalendarIcon, ChatIcon, HeartIcon, ServerIcon, StarIcon, UsersIcon } from '@/ui/icons';
import { PageSection } from '@/ui/page';
import { InternalButton, InternalLink } from '@/ui/router-link';

const communityIcons = { members: <UsersIcon />, events: <CalendarIcon />, exchange: <ChatIcon /> } as const;

/**
 * The hero glides in with CSS, on the compositor: the text is visible from the first paint (it is the page's
 * largest paint), works without JavaScript, and stays still for visitors who ask for reduced motion. The keyframes
 * are the theme's (ui/system/site-config.ts): written here, Chakra turned them into invalid CSS.
 */
const heroEntrance = {
  '@media (prefers-reduced-motion: no-preference)': {
    animation: 'hero-rise 0.6s ease-out both',
  },
} as const;

function Hero() {
  const { hero } = homeContent;
  return (
    <Box
      as="header"
      position="relative"
      overflow="hidden"
      minH={`calc(100vh - ${NAV_HEIGHT_PX}px)`}
      display="grid"
      placeItems="center"
      data-testid="home-hero"
      bg="radial-gradient(ellipse at 20% 10%, rgba(124, 58, 237, 0.35), transparent 55%), radial-gradient(ellipse at 85% 80%, rgba(6, 182, 212, 0.22), transparent 50%)"
    >
      <Container maxW="4xl" textAlign="center" py="16">
        <Stack gap="6" align="center" css={heroEntrance}>
          <Text textStyle="eyebrow" color="brand.fg" letterSpacing="widest">
            {hero.eyebrow}
          </Text>
          <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="tight">
            {hero.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
            {hero.lead}
          </Text>
          <HStack gap="4" flexWrap="wrap" justify="center">
            <InternalButton to={routes.join} colorPalette="brand" size="xl">
              {hero.joinButton}
            </InternalButton>
            <InternalButton to={routes.cloudium} variant="outline" size="xl">
              {hero.hostingButton}
            </InternalButton>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

function Features() {
  const { features } = homeContent;
  return (
    <PageSection title={features.title} id="angebot">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <FeatureCard
          icon={<StarIcon />}
          title={features.creator.title}
          footer={
            <>
              <InternalLink to={routes.creator} color="brand.fg" fontWeight="semibold">
                {features.creator.link} <ArrowRightIcon />
              </InternalLink>
              <ExternalLink href={site.links.creatorWebsite} color="fg.muted" showIcon>
                {features.creator.website}
              </ExternalLink>
            </>
          }
        >
          {features.creator.text}
        </FeatureCard>
        <FeatureCard
          icon={<ServerIcon />}
          title={features.hosting.title}
          footer={
            <InternalLink to={routes.cloudium} color="brand.fg" fontWeight="semibold">
              {features.hosting.link} <ArrowRightIcon />
            </InternalLink>
          }
        >
          {features.hosting.text}
        </FeatureCard>
      </SimpleGrid>
    </PageSection>
  );
}

function SupportProject() {
  const { support } = homeContent;
  return (
    <PageSection id="unterstuetzen" bg="bg.subtle">
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="6"
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
      >
        <HStack gap="4" align="flex-start">
          <Box color="pink.300" fontSize="3xl" pt="1">
            <HeartIcon />
          </Box>
          <Stack gap="2">
            <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
              {support.title}
            </Heading>
            <Text color="fg.muted" maxW="2xl">
              {support.text}
            </Text>
          </Stack>
        </HStack>
        <ExternalButton href={site.links.donation} colorPalette="brand" size="lg" flexShrink={0}>
          {support.button}
        </ExternalButton>
      </Stack>
    </PageSection>
  );
}

function JoinCommunity() {
  const { community } = homeContent;
  return (
    <PageSection title={community.title} intro={community.intro} id="mitmachen">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {community.cards.map((card) => (
          <FeatureCard key={card.key} icon={communityIcons[card.key]} title={card.title}>
            {card.text}
          </FeatureCard>
        ))}
      </SimpleGrid>
      <Box textAlign="center" pt="4">
        <InternalButton to={routes.join} colorPalette="brand" size="xl">
          {community.button}
        </InternalButton>
      </Box>
    </PageSection>
  );
}

/** Start page (docs/product.md#what-the-site-is). */
export function HomePage() {
  return (
    <>
      <Hero />
      <Features />
      <SupportProject />
      <JoinCommunity />
    </>
  );
}
