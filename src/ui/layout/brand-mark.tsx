import { HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { site } from '@/config/site';

/** The site's logo: a bundled SVG star mark and the site name. */
export function BrandMark() {
  // The mark appears in the top bar and the footer; each copy needs its own gradient id.
  const gradientId = `brand-mark-${useId().replace(/:/g, '')}`;
  return (
    <HStack gap="2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a78bfa" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path d="M16 6l2.6 7.4L26 16l-7.4 2.6L16 26l-2.6-7.4L6 16l7.4-2.6z" fill="#09080f" />
      </svg>
      <Text as="span" fontWeight="bold" fontSize="lg" color="fg" letterSpacing="tight">
        {site.siteName}
      </Text>
    </HStack>
  );
}
