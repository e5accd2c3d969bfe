import { Box, Code, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { routes } from '@/config/routes';
import { LinkButton } from '@/ui/link-button';
import { PageSpinner } from '@/ui/page';
import { useLoadAnewIfUpdated } from '@/ui/site-update';

export const ERROR_TITLE = 'Unexpected Application Error!';

/** Status and text of a route error response, or the message of a thrown error. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unbekannter Fehler';
}

/**
 * The router's fallback error screen (docs/product.md#screens). It replaces the whole layout, so it links back with a
 * plain anchor: a full reload is the safest way out of a broken state. A page of an earlier release whose next
 * screen's code is gone from the server loads that address anew instead (src/ui/site-update.ts): the visitor sees
 * the spinner, then the page they went to.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (useLoadAnewIfUpdated(error) !== 'failed') return <PageSpinner />;
  return (
    <Box as="main" minH="100vh" display="grid" placeItems="center" bg="bg" color="fg">
      <Container maxW="2xl" py="16">
        <Stack gap="5">
          <Heading as="h1" size="3xl">
            {ERROR_TITLE}
          </Heading>
          <Code data-testid="route-error-detail" p="3" borderRadius="md" whiteSpace="pre-wrap" fontSize="md">
            {describeRouteError(error)}
          </Code>
          <Text color="fg.muted">
            Entschuldigung, hier ist etwas schiefgelaufen. Lade die Seite neu oder kehre zur Startseite zurück.
          </Text>
          <Box>
            <LinkButton colorPalette="brand">
              <a href={routes.home}>Zur Startseite</a>
            </LinkButton>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
