import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';

/**
 * The forms' hidden field (docs/adr/0015-proof-of-work-and-fair-limits.md): no person sees it (clipped to nothing),
 * reaches it with the keyboard (not in the tab order) or hears it (hidden from screen readers), and no browser fills
 * it in (autocomplete off, a name no autofill knows). A script that fills every field fills it too; a request that
 * carries its content is held for the operator instead of delivered.
 */
const TRAP_ATTRIBUTE = 'data-feld';

/** Drawn nowhere: one pixel, clipped away (it keeps its place, so nothing lies outside the page). */
const unseen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** The label takes no more room than its frame, so no measure of the page finds its text sticking out. */
const pixel = { display: 'block', width: '1px', height: '1px', overflow: 'hidden' } as const;

export function TrapField() {
  return (
    <div aria-hidden="true" style={unseen}>
      <label style={pixel}>
        {cloudiumContent.trapLabel}
        <input
          type="text"
          name="nova_feld"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          {...{ [TRAP_ATTRIBUTE]: '' }}
        />
      </label>
    </div>
  );
}

/** What the page's hidden fields hold as a request goes out: the first that is not empty, if any. */
export function readTrapFields(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const field of document.querySelectorAll<HTMLInputElement>(`input[${TRAP_ATTRIBUTE}]`)) {
    if (field.value !== '') return field.value;
  }
  return undefined;
}
