import { Button } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { KEPT_COPY_ATTRIBUTE, keptCopyContent } from '@/content/offline.content';
import { FloatingNotice } from './floating-notice';

/** When the kept copy was kept, in German ("02.12.2026, 09:41"); none when the worker did not know. */
function keptAtOf(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? undefined
    : date.toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * "Gespeicherte Fassung": the page is the copy the service worker kept, because the server answered 5xx or not in
 * time (src/app/offline/service-worker.ts). Shown once the page runs (the served markup has no place for it), beside the
 * content like the update offer; "Erneut laden" asks the server again.
 */
const neverChanges = () => () => undefined;
const markOfThisPage = () => document.documentElement.getAttribute(KEPT_COPY_ATTRIBUTE);
/** The served page (and hydration) shows no notice: the mark exists only in a copy the worker answered with. */
const noMark = () => null;

export function KeptCopyNotice() {
  const mark = useSyncExternalStore(neverChanges, markOfThisPage, noMark);
  if (mark === null) return null;
  const keptAt = keptAtOf(mark);
  return (
    <FloatingNotice title={keptCopyContent.title} text={keptCopyContent.text(keptAt)} side="start">
      <Button colorPalette="brand" size="sm" onClick={() => window.location.reload()}>
        {keptCopyContent.retry}
      </Button>
    </FloatingNotice>
  );
}
