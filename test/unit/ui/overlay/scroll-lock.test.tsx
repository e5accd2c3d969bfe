/**
 * The page lock behind a modal dialog (src/ui/overlay/scroll-lock.ts): `overflow` on <html> only, no inherited
 * property that would restyle every element; the width of a disappearing scrollbar kept; one lock for any number of
 * dialogs.
 */
import { render } from '@testing-library/react';
import { useScrollLock } from '@/ui/overlay/scroll-lock';

function Dialog({ open }: { open: boolean }) {
  useScrollLock(open);
  return null;
}

const root = document.documentElement;

describe('useScrollLock', () => {
  it('locks while open with overflow on <html>, nothing inherited, and unlocks on close', () => {
    const { rerender } = render(<Dialog open={false} />);
    expect(root.style.overflow).toBe('');
    rerender(<Dialog open />);
    expect(root.style.overflow).toBe('hidden');
    expect(root.getAttribute('style')).not.toContain('--');
    expect(document.body.getAttribute('style') ?? '').toBe('');
    rerender(<Dialog open={false} />);
    expect(root.style.overflow).toBe('');
  });

  it('keeps the width of a scrollbar that disappears, and gives it back on close', () => {
    const clientWidth = jest.spyOn(root, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    const { rerender } = render(<Dialog open />);
    expect(root.style.paddingRight).toBe('15px');
    rerender(<Dialog open={false} />);
    expect(root.style.paddingRight).toBe('');
    clientWidth.mockRestore();
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
