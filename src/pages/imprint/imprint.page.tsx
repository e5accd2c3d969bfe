import { imprintIntro, imprintSections } from '@/content/imprint.content';
import { PageHero, Prose } from '@/ui/page';
import { ProseSections } from '@/ui/prose-sections';

/** /impressum: provider identification; every name and address comes from the site configuration. */
export function ImprintPage() {
  return (
    <>
      <PageHero eyebrow="Rechtliches" title="Impressum" lead={imprintIntro} />
      <Prose>
        <ProseSections sections={imprintSections} />
      </Prose>
    </>
  );
}
