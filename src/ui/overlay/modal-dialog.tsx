import { CloseButton, createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { ariaHidden } from '@zag-js/aria-hidden';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { afterPaint } from '../rendering/moments';
import { LayerPortal } from './layer-portal';
import { useFocusTrapAfterPaint } from './focus-trap-after-paint';
import { useScrollLock } from './scroll-lock';

/**
 * The site's modal dialog: Chakra's dialog recipe (its look, sizes and placement) on plain elements, with the
 * behaviour a modal dialog needs written out here instead of Chakra's Dialog (Ark's components over Zag's dialog,
 * presence and dismissable-layer machines; docs/adr/0010-modal-dialog.md). Those machines answered a dialog's opening
 * with three to five synchronous React commits after the one that opened it, and read the dialog's z-index through
 * `getComputedStyle` in the tap, which styled it on the spot: about two thirds of the "Paket wählen" tap. Here opening
 * is one commit: `open` shows the parts and the recipe's opening animation runs; the rest comes after the frame.
 *
 * - Rendered closed and kept (`hidden`), so opening is a re-render, not a mount.
 * - `role="dialog"`, `aria-modal`, named by its title and described by its description.
 * - Escape, a tap beside it and the close button ask to close (`onDismiss`), unless `dismissible` is false (a request
 *   on its way).
 * - The page behind is still (src/ui/overlay/scroll-lock.ts); the focus moves into the dialog and stays there once it
 *   is on screen, and goes back where it was when it closes (src/ui/overlay/focus-trap-after-paint.ts); what is outside
 *   is hidden from screen readers from the frame after it opens.
 * - It closes at once, without an animation: the visitor's next step is on the page behind.
 *
 * It renders in the browser only (a portal has no place in the prerendered markup): a page mounts it after its first
 * paint, or when it opens.
 */
const { withRootProvider, withContext, useStyles } = createSlotRecipeContext({ key: 'dialog' });

const DialogStyles = withRootProvider<SlotRecipeProps<'dialog'> & { children: ReactNode }>(function DialogStyles({
  children,
}) {
  return children;
});
const Backdrop = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'backdrop');
const Positioner = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'positioner');
const Content = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');
/** The parts of a dialog's content, styled by the dialog recipe. */
export const ModalHeader = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'header');
export const ModalBody = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'body');
export const ModalFooter = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'footer');
const Title = withContext<HTMLHeadingElement, HTMLChakraProps<'h2'>>('h2', 'title');
const Description = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'description');

/** The dialog's id, for the ids of its description. */
const ModalIdContext = createContext('');
const descriptionId = (id: string) => `${id}-beschreibung`;

/** The content appears at once, growing a little; only the backdrop fades in (a field is visible in the first frame). */
const opening = { _open: { animationName: 'scale-in' } } as const;
const closesAtOnce = { _closed: { animationName: 'none' } } as const;

/** Hides what is outside the open dialog from screen readers, from the frame after it opened. */
function useOutsideHidden(open: boolean, content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    let restore: (() => void) | undefined;
    const cancel = afterPaint(() => {
      if (content.current) restore = ariaHidden([content.current], { defer: false });
    });
    return () => {
      cancel();
      restore?.();
    };
  }, [open, content]);
}

/** Escape asks the open dialog to close. */
function useEscape(open: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onEscape]);
}

export interface ModalDialogProps {
  readonly open: boolean;
  /** Escape, a tap beside the dialog or its close button. */
  readonly onDismiss: () => void;
  /** False while the dialog must stay (a request on its way): nothing but its own buttons closes it. */
  readonly dismissible?: boolean;
  readonly title: ReactNode;
  /** Whether the children hold a ModalDescription, which then describes the dialog. */
  readonly described?: boolean;
  /** The close button's label. */
  readonly closeLabel: string;
  readonly size?: 'md' | 'lg';
  readonly testId?: string;
  readonly busy?: boolean;
  /** The dialog's body and footer (ModalBody, ModalFooter), or a form that holds them. */
  readonly children: ReactNode;
}

export function ModalDialog({
  open,
  onDismiss,
  dismissible = true,
  title,
  described = false,
  closeLabel,
  size = 'md',
  testId,
  busy,
  children,
}: ModalDialogProps) {
  const id = useId();
  const content = useRef<HTMLDivElement>(null);
  const pressedBeside = useRef(false);
  const dismiss = () => {
    if (dismissible) onDismiss();
  };
  useScrollLock(open);
  useFocusTrapAfterPaint(open, content);
  useOutsideHidden(open, content);
  useEscape(open, dismiss);
  const state = open ? 'open' : 'closed';
  // A tap beside the dialog lands on the positioner, which covers the viewport; a press that began inside the dialog
  // and ended beside it (selecting text) is no tap beside it.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedBeside.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedBeside.current && event.target === event.currentTarget) dismiss();
    pressedBeside.current = false;
  };
  return (
    <DialogStyles size={size} placement="center" scrollBehavior="inside">
      <ModalIdContext.Provider value={id}>
        <LayerPortal>
          <Backdrop hidden={!open} data-scope="dialog" data-part="backdrop" data-state={state} css={closesAtOnce} />
          <Positioner
            hidden={!open}
            data-scope="dialog"
            data-part="positioner"
            data-state={state}
            onPointerDown={onPointerDown}
            onClick={onClick}
          >
            <Content
              ref={content}
              hidden={!open}
              role="dialog"
              aria-modal="true"
              aria-labelledby={`${id}-titel`}
              aria-describedby={described ? descriptionId(id) : undefined}
              aria-busy={busy}
              tabIndex={-1}
              data-scope="dialog"
              data-part="content"
              data-state={state}
              data-testid={testId}
              css={[opening, closesAtOnce]}
            >
              <ModalHeader>
                <Title id={`${id}-titel`}>{title}</Title>
              </ModalHeader>
              {children}
              <ModalCloseButton label={closeLabel} disabled={!dismissible} onClick={dismiss} />
            </Content>
          </Positioner>
        </LayerPortal>
      </ModalIdContext.Provider>
    </DialogStyles>
  );
}

/** The text that describes the dialog (with `described` on the ModalDialog). */
export function ModalDescription({ children, color }: { children: ReactNode; color?: string }) {
  return (
    <Description id={descriptionId(useContext(ModalIdContext))} color={color}>
      {children}
    </Description>
  );
}

function ModalCloseButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  const styles = useStyles();
  return <CloseButton size="sm" aria-label={label} disabled={disabled} onClick={onClick} css={styles.closeTrigger} />;
}
