/**
 * A toast message (docs/product.md#states): what the machines choose and the UI shows (src/ui/overlay/toaster.tsx). One
 * name for it everywhere: a notice.
 */
export type NoticeKind = 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface Notice {
  readonly title: string;
  readonly description?: string;
  readonly kind?: NoticeKind;
  /** Milliseconds; 5 s unless docs/product.md#errors says otherwise. */
  readonly durationMs?: number;
}
