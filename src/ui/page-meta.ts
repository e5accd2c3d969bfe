import { useEffect } from 'react';
import type { PageMeta } from '@/content/page-meta.content';

/** Sets the document title and meta description after render (never during it). */
export function usePageMeta(meta: PageMeta | undefined): void {
  useEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = meta.description;
  }, [meta]);
}
