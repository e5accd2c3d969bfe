import { Toaster as ChakraToaster, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { NAV_HEIGHT_PX } from '@/config/layout';
import { TOAST_DEFAULT_MS } from '@/config/timing';
import { layoutContent } from '@/content/layout.content';
import type { Notice } from '@/domain/notice';
import { afterPaint } from '../rendering/moments';
import { provideToaster } from './toaster-outlet';
import { LayerPortal } from './layer-portal';

/** One toast at a time (docs/product.md#states): a newer toast replaces the visible one. */
// Top right, just below the fixed bar: dialogs keep their action buttons at the bottom, and on a phone a
// bottom toast would cover "Anfrage senden" for five seconds.
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: `${NAV_HEIGHT_PX + 16}px`, right: '16px', bottom: '16px', left: '16px' },
  max: 1,
  duration: TOAST_DEFAULT_MS,
  pauseOnPageIdle: true,
});

/**
 * The toaster joins the page with the first toast, in that toast's own task. Mounting it as soon as this module
 * loaded took a phone 80–100 ms in one task (Ark's toast machines, the portal, their styles), and the module loads
 * ahead of a tap with every screen that can show a toast, while the visitor is still on another page
 * (docs/rendering.md).
 */
let toasterProvided = false;
function provideToasterOnce(): void {
  if (toasterProvided) return;
  toasterProvided = true;
  provideToaster(() => <Toaster />);
}

let made = 0;
/** The ids of toasts asked for whose frame has not come yet. */
const due = new Set<string>();

/**
 * Shows a toast, replacing whatever toast is visible. The toast comes in the frame after the one that shows what the
 * tap changed (docs/performance.md#taps): making it measures its height, which made the browser lay out the tap's
 * answer early, in the same task; the errors of a form and a dialog that opens are on screen first.
 */
export function notify({ title, description, kind = 'info', durationMs = TOAST_DEFAULT_MS }: Notice): string {
  made += 1;
  const id = `hinweis-${made}`;
  const show = () => {
    if (!due.delete(id)) return;
    provideToasterOnce();
    toaster.remove();
    toaster.create({ id, title, description, type: kind, duration: durationMs, closable: true });
  };
  due.add(id);
  afterPaint(show);
  return id;
}

/** Removes a toast made by notify, shown or still to come. */
export function dismissNotice(id: string): void {
  due.delete(id);
  toaster.dismiss(id);
}

export function Toaster() {
  return (
    <LayerPortal>
      {/* The region's label: Chakra's own is English ('Notifications, top-end (altKey+T)'). */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={layoutContent.toasts.region}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.fg" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={layoutContent.toasts.close} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </LayerPortal>
  );
}
