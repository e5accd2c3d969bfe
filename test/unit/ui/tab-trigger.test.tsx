import { Tabs } from '@chakra-ui/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { TabTrigger } from '@/ui/tab-trigger';
import { renderWithProviders } from '../../support/render-with-providers';

describe('TabTrigger: the focus after paint (docs/rendering.md)', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const renderTabs = () =>
    renderWithProviders(
      <>
        <input aria-label="vorher" />
        <input aria-label="im Dialog" />
        <Tabs.Root defaultValue="news">
          <Tabs.List>
            <TabTrigger value="news">News</TabTrigger>
            <TabTrigger value="team">Team</TabTrigger>
          </Tabs.List>
        </Tabs.Root>
      </>,
    );
  const flushPaint = () => {
    frames.splice(0).forEach((frame) => frame(0));
    act(() => jest.runOnlyPendingTimers());
  };

  it('keeps the focus where it is on the press, and moves it to the pressed element only after the next paint', () => {
    renderTabs();
    const before = screen.getByLabelText('vorher');
    const team = screen.getByRole('tab', { name: 'Team' });
    before.focus();
    expect(fireEvent.mouseDown(team)).toBe(false);
    expect(before).toHaveFocus();
    // The frame runs, then the task after it: only then the focus moves.
    frames.splice(0).forEach((frame) => frame(0));
    expect(before).toHaveFocus();
    act(() => jest.runOnlyPendingTimers());
    expect(team).toHaveFocus();
  });

  it('leaves the focus where the visitor moved it before that paint', () => {
    renderTabs();
    const team = screen.getByRole('tab', { name: 'Team' });
    fireEvent.mouseDown(team);
    // A dialog opened from the new panel in the same frame takes the focus; the tab must not take it back.
    const later = screen.getByLabelText('im Dialog');
    later.focus();
    flushPaint();
    expect(later).toHaveFocus();
  });
});
