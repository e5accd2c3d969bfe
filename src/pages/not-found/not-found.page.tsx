import { Text } from '@chakra-ui/react';
import { routes } from '@/config/routes';
import { PageHero } from '@/ui/page';
import { InternalButton } from '@/ui/router-link';

/** Unknown routes (docs/product.md#screens). The server answers these with HTTP 404 as well. */
export function NotFoundPage() {
  return (
    <PageHero
      eyebrow="Fehler 404"
      title="Seite nicht gefunden"
      lead="Diese Seite gibt es nicht (mehr). Vielleicht hat sich ein Tippfehler in die Adresse geschlichen."
    >
      <Text color="fg.muted">Über die Navigation oben findest du alle Bereiche der Community.</Text>
      <InternalButton to={routes.home} colorPalette="brand" size="lg">
        Zurück zur Startseite
      </InternalButton>
    </PageHero>
  );
}
