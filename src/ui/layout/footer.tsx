import { Box, Button, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { buildYear } from '@/config/env';
import { footerNavigation, legalNavigation, type NavLink } from '@/config/routes';
import { site } from '@/config/site';
import { layoutContent } from '@/content/layout.content';
import { currentYear } from '@/domain/date';
import { ExternalLink } from '../external-link';
import { ArrowUpIcon } from '../icons';
import { StaticIsland } from '../rendering/static-island';
import { useHydrated } from '../rendering/moments';
import { BrandMark } from './brand-mark';

/**
 * The current year for the copyright line. Hydration first renders the year the page was prerendered in (so the
 * markup matches), then React re-renders with the visitor's year if it differs.
 */
function useCopyrightYear(): number {
  return useHydrated() ? currentYear() : buildYear();
}

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

function FooterLinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <Stack as="nav" aria-label={title} gap="3">
      <Heading as="h2" size="sm" color="fg">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {links.map((link) => (
          <li key={link.to}>
            <Link asChild color="fg.muted" _hover={{ color: 'fg' }}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** Only this line renders again after hydration, when the visitor's year differs from the build's. */
function CopyrightLine() {
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="copyright">
      {layoutContent.footer.copyright(useCopyrightYear())}
    </Text>
  );
}

/** The footer's brand and link lists: it only shows (a static island). */
function FooterLinks() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="10">
      <Stack gap="3">
        <BrandMark />
        <Text color="fg.muted" fontSize="sm">
          {layoutContent.footer.tagline}
        </Text>
      </Stack>
      <FooterLinkList title={layoutContent.footer.navigationTitle} links={footerNavigation} />
      <FooterLinkList title={layoutContent.footer.legalTitle} links={legalNavigation} />
      <Stack as="nav" aria-label={layoutContent.footer.socialLabel} gap="3">
        <Heading as="h2" size="sm" color="fg">
          {layoutContent.footer.socialTitle}
        </Heading>
        <Stack as="ul" listStyleType="none" gap="2">
          {site.socials.map((social) => (
            <li key={social.label}>
              <ExternalLink href={social.href} color="fg.muted" _hover={{ color: 'fg' }}>
                {social.label}
              </ExternalLink>
            </li>
          ))}
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}

/** Site footer (docs/product.md#shared-layout). */
export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" bg="bg.subtle" mt="auto">
      <Container maxW="6xl" py="12">
        <StaticIsland>
          <FooterLinks />
        </StaticIsland>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="border.muted"
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'flex-start', sm: 'center' }}
          justify="space-between"
          gap="4"
        >
          <CopyrightLine />
          <Button variant="outline" size="sm" onClick={scrollToTop}>
            <ArrowUpIcon />
            {layoutContent.footer.backToTop}
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
