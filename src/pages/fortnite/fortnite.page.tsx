import { Box, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { fortniteContent, type FortniteIcon } from '@/content/fortnite.content';
import { ExternalButton } from '@/ui/external-link';
import { FeatureGrid } from '@/ui/feature-card';
import {
  ArrowRightIcon,
  BoltIcon,
  CalendarIcon,
  ChatIcon,
  GamepadIcon,
  PlayIcon,
  ShieldIcon,
  SlidersIcon,
  StarIcon,
  UsersIcon,
} from '@/ui/icons';
import { PageHero, PageSection } from '@/ui/page';
import { InternalButton } from '@/ui/router-link';

const icons: Record<FortniteIcon, ReactNode> = {
  users: <UsersIcon />,
  sliders: <SlidersIcon />,
  star: <StarIcon />,
  bolt: <BoltIcon />,
  chat: <ChatIcon />,
  shield: <ShieldIcon />,
  calendar: <CalendarIcon />,
  play: <PlayIcon />,
};

/** Our own emblem instead of game artwork: no trademarked images, only bundled icons and CSS. */
function HeroEmblem() {
  return (
    <Box
      aria-hidden="true"
      layerStyle="emblem"
      width="20"
      height="20"
      borderRadius="2xl"
      fontSize="4xl"
      transform="rotate(-6deg)"
    >
      <GamepadIcon />
    </Box>
  );
}

/** /{slug}-fortnite: static fan page about Fortnite with the creator. */
export function FortnitePage() {
  const { play, tips, join } = fortniteContent;
  return (
    <>
      <PageHero eyebrow={fortniteContent.eyebrow} title={fortniteContent.title} lead={fortniteContent.lead}>
        <HeroEmblem />
      </PageHero>
      <PageSection id="spielen" title={play.heading} intro={play.intro}>
        <FeatureGrid features={play.cards} icons={icons} columns={3} />
      </PageSection>
      <PageSection id="tipps" title={tips.heading} intro={tips.intro} bg="bg.subtle">
        <FeatureGrid features={tips.cards} icons={icons} columns={4} />
      </PageSection>
      <PageSection id="mitmachen" title={join.heading} intro={join.intro}>
        <Stack as="ol" gap="4" listStyleType="none">
          {join.steps.map((step, index) => (
            <HStack as="li" key={step} align="start" gap="4">
              <Flex
                aria-hidden="true"
                flexShrink={0}
                width="9"
                height="9"
                borderRadius="full"
                bg="brand.solid"
                color="brand.contrast"
                fontWeight="bold"
                align="center"
                justify="center"
              >
                {index + 1}
              </Flex>
              <Text color="fg.muted" pt="1.5">
                {step}
              </Text>
            </HStack>
          ))}
        </Stack>
        <Flex gap="3" wrap="wrap">
          <InternalButton to={routes.join} colorPalette="brand" size="lg">
            {join.joinLabel}
            <ArrowRightIcon />
          </InternalButton>
          <ExternalButton href={site.links.streamingChannel} variant="outline" size="lg">
            {join.streamLabel}
          </ExternalButton>
        </Flex>
      </PageSection>
      <Container maxW="6xl" pb="10">
        <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" borderColor="border.muted" pt="6">
          {fortniteContent.disclaimer}
        </Text>
      </Container>
    </>
  );
}
