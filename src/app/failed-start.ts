import { layoutContent } from '@/content/layout.content';
import { pageStays } from '@/ui/page-departure';
import { loadAnewOnce } from '@/ui/site-update';
import type { EarlyInputRecord } from './early-input-replay';

/**
 * A page whose start failed (a script of the page that did not load: a kept copy whose changed scripts were never
 * fetched, a connection that dropped mid-load) never eats taps silently (docs/product.md, "Offline"): the early-input
 * recorder lets go, so links and the browser's own controls work as in plain HTML; the page is loaded anew once
 * (the same guard as after an update, src/ui/site-update.ts); where it was a moment ago, it says what happened.
 * A start stopped because the visitor is leaving the page is theirs to finish: loaded anew, the page would cancel
 * their navigation (src/ui/page-departure.ts).
 */
export async function recoverFromFailedStart(
  error: unknown,
  record: EarlyInputRecord | undefined = window.__earlyInput,
  loadAnew: () => boolean = loadAnewOnce,
  stays: () => Promise<void> = pageStays,
): Promise<void> {
  await stays();
  console.error('Die Seite konnte nicht starten', error);
  record?.end();
  if (loadAnew()) return;
  showFailedStart();
}

export const FAILED_START_ID = 'start-fehlgeschlagen';

/**
 * The notice, built without the app (which did not start) and styled through the style object, which the page's
 * Content-Security-Policy allows where a style attribute in markup it would refuse.
 */
function showFailedStart(): void {
  if (document.getElementById(FAILED_START_ID)) return;
  const copy = layoutContent.failedStart;
  const notice = document.createElement('div');
  notice.id = FAILED_START_ID;
  notice.setAttribute('role', 'alert');
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '16px',
    bottom: '16px',
    zIndex: '2000',
    maxWidth: '28rem',
    padding: '16px',
    borderRadius: '12px',
    background: '#1c1a2b',
    color: '#f4f3fa',
    border: '1px solid #4c4670',
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.5)',
    font: '15px/1.5 system-ui, sans-serif',
  });
  const title = document.createElement('strong');
  title.textContent = copy.title;
  title.style.display = 'block';
  const text = document.createElement('p');
  text.textContent = copy.text;
  text.style.margin = '4px 0 12px';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = copy.reload;
  Object.assign(reload.style, {
    font: 'inherit',
    fontWeight: '600',
    padding: '8px 16px',
    borderRadius: '8px',
    border: '0',
    background: '#7c3aed',
    color: '#ffffff',
    cursor: 'pointer',
  });
  reload.addEventListener('click', () => window.location.reload());
  notice.append(title, text, reload);
  document.body.append(notice);
}
