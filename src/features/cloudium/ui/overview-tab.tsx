import { Box, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { routes } from '@/config/routes';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { OTHER_GAME, type SupportedGame } from '@/features/cloudium/content/cloudium-games.content';
import { TAB_FRAGMENTS } from '@/features/cloudium/domain/cloudium-tabs';
import { finderQuery } from '@/features/cloudium/domain/plan-finder';
import { FeatureGrid } from '@/ui/feature-card';
import { ArrowRightIcon, BoltIcon, ChatIcon, ShieldIcon, SlidersIcon, ServerIcon } from '@/ui/icons';
import { GameIcon } from './game-icons';
import { StaticIsland } from '@/ui/rendering/static-island';
import { AfterPaint } from '@/ui/rendering/after-paint';
import { useSwitchTab } from './tab-switch';

const copy = cloudiumContent.overview;

const benefitIcons: Record<(typeof cloudiumContent.benefits)[number]['icon'], ReactNode> = {
  performance: <BoltIcon />,
  managed: <ServerIcon />,
  flexible: <SlidersIcon />,
  security: <ShieldIcon />,
};

/** The overview grid lists every game but the catch-all 'Andere' (docs/product.md#cloudium-cloudium). */
export function gridGames(games: readonly SupportedGame[]): SupportedGame[] {
  return games.filter((game) => game.name !== OTHER_GAME);
}

export function OverviewTab({ games }: { games: readonly SupportedGame[] }) {
  const switchTab = useSwitchTab();
  return (
    <Stack gap="12">
      <Box
        as="section"
        aria-labelledby="cloudium-ueberblick"
        layerStyle="banner"
        borderColor="brand.border"
        borderRadius="2xl"
        p={{ base: '6', md: '10' }}
      >
        <Stack gap="4" maxW="3xl">
          <StaticIsland>
            <Heading as="h2" id="cloudium-ueberblick" size={{ base: 'xl', md: '2xl' }}>
              {copy.title}
            </Heading>
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              {copy.text}
            </Text>
          </StaticIsland>
          <HStack>
            <Button colorPalette="brand" size="lg" onClick={() => switchTab('plans')}>
              {copy.plansButton}
              <ArrowRightIcon />
            </Button>
          </HStack>
        </Stack>
      </Box>

      {/* Below the overview's first box: on a page change to Cloudium, rendered right after the page has painted. */}
      <AfterPaint>
        {/* The benefits and the games grid only show; a game's link opens the plans with that game in the finder. */}
        <StaticIsland onFollowLink={() => switchTab('plans')}>
          <Stack as="section" gap="5" aria-labelledby="cloudium-vorteile">
            <Heading as="h2" id="cloudium-vorteile" size="xl">
              {copy.benefitsTitle}
            </Heading>
            <FeatureGrid features={cloudiumContent.benefits} icons={benefitIcons} columns={4} twoFrom="sm" />
          </Stack>

          <Stack as="section" gap="5" aria-labelledby="cloudium-spiele">
            <Stack gap="1">
              <Heading as="h2" id="cloudium-spiele" size="xl">
                {copy.gamesTitle}
              </Heading>
              <Text color="fg.muted">{copy.gamesIntro}</Text>
            </Stack>
            <SimpleGrid
              as="ul"
              columns={{ base: 2, sm: 3, md: 4, lg: 6 }}
              gap="3"
              listStyleType="none"
              data-testid="game-grid"
            >
              {gridGames(games).map((game) => (
                <Box as="li" key={game.name} display="grid">
                  <Link
                    asChild
                    layerStyle="panel"
                    borderRadius="xl"
                    p="4"
                    display="flex"
                    flexDirection="column"
                    alignItems="center"
                    gap="2"
                    textAlign="center"
                    textDecoration="none"
                    color="fg"
                    _hover={{ borderColor: 'brand.solid', bg: 'bg.muted' }}
                  >
                    <RouterLink
                      to={`${routes.cloudium}?${finderQuery({ game: game.name })}#${TAB_FRAGMENTS.plans}`}
                      aria-label={copy.gameLinkLabel(game.name)}
                      onClick={() => switchTab('plans')}
                    >
                      <Box color="brand.fg" bg="brand.subtle" borderRadius="lg" p="2" fontSize="2xl" display="grid">
                        <GameIcon icon={game.icon} />
                      </Box>
                      <Text fontWeight="medium" fontSize="sm">
                        {game.name}
                      </Text>
                    </RouterLink>
                  </Link>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
        </StaticIsland>

        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="4">
          <Text color="fg.muted">{copy.supportText}</Text>
          <Button variant="outline" colorPalette="brand" onClick={() => switchTab('support')}>
            <ChatIcon />
            {copy.supportButton}
          </Button>
        </Stack>
      </AfterPaint>
    </Stack>
  );
}
