/**
 * The page lock behind a modal dialog (src/ui/scroll-lock.ts): `overflow` on <html> only, no inherited property that
 * would restyle every element (Chakra's own lock sets a custom property on <html>, its pointer block
 * `pointer-events` on <body>); one lock for any number of dialogs.
 */
import { render } from '@testing-library/react';
import { useScrollLock } from '@/ui/scroll-lock';

function Dialog({ open }: { open: boolean }) {
  useScrollLock(open);
  return null;
}

const root = document.documentElement;

describe('useScrollLock', () => {
  it('locks while open: overflow on <html>, the page marked as blocked for Chakra, nothing inherited', () => {
    const { rerender } = render(<Dialog open={false} />);
    expect(root.style.overflow).toBe('');
    rerender(<Dialog open />);
    expect(root.style.overflow).toBe('hidden');
    expect(document.body.hasAttribute('data-inert')).toBe(true);
    expect(root.style.getPropertyValue('--scrollbar-width')).toBe('');
    expect(document.body.style.pointerEvents).toBe('');
    rerender(<Dialog open={false} />);
    expect(root.style.overflow).toBe('');
    expect(document.body.hasAttribute('data-inert')).toBe(false);
  });

  it('stays locked until the last of two open dialogs closes, then restores what was there', () => {
    root.style.overflow = 'clip';
    const first = render(<Dialog open />);
    const second = render(<Dialog open />);
    first.rerender(<Dialog open={false} />);
    expect(root.style.overflow).toBe('hidden');
    second.unmount();
    expect(root.style.overflow).toBe('clip');
    root.style.overflow = '';
    first.unmount();
  });
});
