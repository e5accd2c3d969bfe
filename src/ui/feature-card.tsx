import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FeatureCardProps {
  icon?: ReactNode;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** The rounded brand-coloured square that holds a card's icon. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <Box
      color="brand.fg"
      bg="brand.subtle"
      borderRadius="lg"
      width="12"
      height="12"
      display="grid"
      placeItems="center"
      fontSize="2xl"
    >
      {children}
    </Box>
  );
}

/** A card with an icon, a heading, text and optional actions. */
export function FeatureCard({ icon, title, children, footer, headingLevel = 'h3' }: FeatureCardProps) {
  return (
    <Card.Root
      variant="outline"
      layerStyle="panel"
      transition="border-color 0.2s, transform 0.2s"
      _hover={{ borderColor: 'brand.border', transform: 'translateY(-2px)' }}
      height="full"
    >
      <Card.Body gap="3">
        {icon ? <IconTile>{icon}</IconTile> : null}
        <Heading as={headingLevel} size="lg">
          {title}
        </Heading>
        <Stack gap="2" color="fg.muted">
          {typeof children === 'string' ? <Text>{children}</Text> : children}
        </Stack>
      </Card.Body>
      {footer ? (
        <Card.Footer flexWrap="wrap" gap="3">
          {footer}
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}

/** One card of a FeatureGrid: the name of its icon, its title and text. */
export interface Feature<TIcon extends string> {
  readonly icon: TIcon;
  readonly title: string;
  readonly text: string;
}

interface FeatureGridProps<TIcon extends string> {
  features: readonly Feature<TIcon>[];
  icons: Readonly<Record<TIcon, ReactNode>>;
  /** Columns on a large screen; two from `twoFrom` on, one below. */
  columns: number;
  twoFrom?: 'sm' | 'md';
}

/** Feature cards in a grid: one column on a phone, two from `twoFrom`, `columns` on a large screen. */
export function FeatureGrid<TIcon extends string>({
  features,
  icons,
  columns,
  twoFrom = 'md',
}: FeatureGridProps<TIcon>) {
  return (
    <SimpleGrid columns={{ base: 1, [twoFrom]: 2, lg: columns }} gap="5">
      {features.map((feature) => (
        <FeatureCard key={feature.title} icon={icons[feature.icon]} title={feature.title}>
          {feature.text}
        </FeatureCard>
      ))}
    </SimpleGrid>
  );
}
