import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FloatingNoticeProps {
  readonly title: string;
  readonly text: ReactNode;
  /** Which bottom corner on a wide screen: the kept copy's notice at the start, the update offer at the end. */
  readonly side: 'start' | 'end';
  /** Its buttons, at the end of the notice. */
  readonly children: ReactNode;
}

/**
 * A notice about the page itself (a kept copy, a new version): at the bottom, beside the content, across the width
 * of a phone and in a corner of a wide screen, never over a dialog (dialogs lie above it). Announced as a status.
 */
export function FloatingNotice({ title, text, side, children }: FloatingNoticeProps) {
  return (
    <Stack
      role="status"
      aria-label={title}
      position="fixed"
      insetInline={{ base: '4', md: 'auto' }}
      {...(side === 'start' ? { insetInlineStart: { md: '4' } } : { insetInlineEnd: { md: '4' } })}
      bottom="4"
      maxW={{ md: 'sm' }}
      zIndex="banner"
      layerStyle="panel"
      borderRadius="lg"
      boxShadow="lg"
      p="4"
      gap="3"
    >
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        {text}
      </Text>
      <HStack gap="2" justify="flex-end">
        {children}
      </HStack>
    </Stack>
  );
}
