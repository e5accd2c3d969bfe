import { Box, Container, Heading, Spinner, Stack, Text, VStack, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StaticIsland } from './rendering/static-island';

interface PageHeroProps {
  /** Small line above the title, e.g. the section name. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The headline block every screen starts with; the page's only h1. It only shows (a static island). */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <StaticIsland>
      <Box
        as="header"
        bgGradient="to-b"
        gradientFrom="brand.subtle"
        gradientTo="bg"
        borderBottomWidth="1px"
        borderColor="border.muted"
        py={{ base: '12', md: '20' }}
      >
        <Container maxW="5xl" textAlign="center">
          <VStack gap="4">
            {eyebrow ? (
              <Text textStyle="eyebrow" color="brand.fg">
                {eyebrow}
              </Text>
            ) : null}
            {/* On the narrowest phones the size follows the width, so a compound such as "Geschäftsbedingungen"
                fits its line whole (docs/reflow.md); from 400 px on it is the fixed 3xl. */}
            <Heading
              as="h1"
              size={{ base: '3xl', md: '5xl' }}
              fontSize={{ base: 'min(7.5vw, var(--chakra-font-sizes-3xl))', md: '5xl' }}
              lineHeight="1.1"
            >
              {title}
            </Heading>
            {lead ? (
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
                {lead}
              </Text>
            ) : null}
            {children}
          </VStack>
        </Container>
      </Box>
    </StaticIsland>
  );
}

interface PageSectionProps extends BoxProps {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  /** id for in-page anchors; also labels the section for screen readers. */
  id?: string;
}

/** A content section with an optional h2. */
export function PageSection({ title, intro, children, id, ...rest }: PageSectionProps) {
  const headingId = id ? `${id}-titel` : undefined;
  return (
    <Box as="section" py={{ base: '10', md: '14' }} id={id} aria-labelledby={title ? headingId : undefined} {...rest}>
      <Container maxW="6xl">
        <Stack gap="6">
          {title ? (
            <Stack gap="2">
              <Heading as="h2" size={{ base: 'xl', md: '2xl' }} id={headingId}>
                {title}
              </Heading>
              {intro ? <Text color="fg.muted">{intro}</Text> : null}
            </Stack>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** Centered spinner with a German label for screen readers. */
export function PageSpinner({ label = 'Inhalt wird geladen …' }: { label?: string }) {
  return (
    <VStack py="16" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.fg" />
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
    </VStack>
  );
}

/** Long-form text pages (legal, about): readable width and spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '14' }}>
      <Stack
        gap="5"
        css={{
          '& h2': { fontSize: 'xl', fontWeight: 'bold', marginTop: '4' },
          '& h3': { fontSize: 'lg', fontWeight: 'semibold' },
          '& p, & li': { color: 'fg.muted', lineHeight: '1.7' },
          '& ul, & ol': { paddingInlineStart: '6', display: 'grid', gap: '1' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& a': { color: 'brand.fg', textDecoration: 'underline' },
        }}
      >
        {children}
      </Stack>
    </Container>
  );
}

/** The heading (h2) and short introduction a tab panel starts with. */
export function TabIntro({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <StaticIsland>
      <Stack gap="2">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
    </StaticIsland>
  );
}
