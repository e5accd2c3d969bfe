/** Layout constants (docs/product.md#constants). */
export const NAV_HEIGHT_PX = 80;
/** The top bar hides once the visitor scrolls down past this offset. */
export const NAV_HIDE_THRESHOLD_PX = 150;
