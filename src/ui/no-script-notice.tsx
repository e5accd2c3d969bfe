import { Box } from '@chakra-ui/react';

/**
 * A note that only visitors without JavaScript see (the page is prerendered, so they see everything else):
 * a form or request button that cannot work for them says so and names another way.
 */
export function NoScriptNotice({ children }: { children: string }) {
  return (
    <noscript>
      <Box
        role="note"
        borderWidth="1px"
        borderColor="orange.300"
        borderRadius="lg"
        bg="bg.panel"
        color="fg"
        px="4"
        py="3"
        data-testid="noscript-notice"
      >
        {children}
      </Box>
    </noscript>
  );
}
