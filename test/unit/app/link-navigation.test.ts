import { createMemoryRouter } from 'react-router-dom';
import { navigateAfterLinkTapPaints } from '@/app/link-navigation';

/**
 * A tap on a link paints its answer before the router's navigation starts (docs/rendering.md):
 * the navigation the link asks for in its click runs in the task after the next frame; any other navigation at once.
 */

type Router = ReturnType<typeof createMemoryRouter>;

const ROUTES = [{ path: '/' }, { path: '/partnerschaft' }, { path: '/cloudium' }];

let router: Router;
let stop: () => void;
let link: HTMLAnchorElement;

beforeEach(() => {
  jest.useFakeTimers();
  router = createMemoryRouter(ROUTES, { initialEntries: ['/'] });
  stop = navigateAfterLinkTapPaints(router);
  link = document.createElement('a');
  link.href = '/partnerschaft';
  // What React Router's link does in its click: the app's navigation instead of the browser's.
  link.addEventListener('click', (event) => {
    event.preventDefault();
    void router.navigate(new URL(link.href).pathname);
  });
  document.body.append(link);
});

afterEach(() => {
  stop();
  link.remove();
  router.dispose();
  jest.useRealTimers();
});

const pathname = () => router.state.location.pathname;

/** Lets the navigation's promise chain run, without any timer or frame. */
const settle = () => jest.advanceTimersByTimeAsync(0);
/** The task after the frame (a timeout of 0, which the fake clock runs one millisecond on). */
const taskAfterFrame = () => jest.advanceTimersByTimeAsync(1);

it('starts the navigation a link asks for in its click only after the next frame', async () => {
  link.click();
  await settle();
  expect(router.state.navigation.state).toBe('idle');
  expect(pathname()).toBe('/');

  // The frame that shows the tap's answer (the menu closed, the link pending) ...
  jest.advanceTimersToNextFrame();
  expect(pathname()).toBe('/');
  // ... then the task after it navigates.
  await taskAfterFrame();
  expect(pathname()).toBe('/partnerschaft');
});

it('navigates at once when no link was tapped (back and forward, the catch-up after hydration, a tab), also in a later task than a tap', async () => {
  await router.navigate('/cloudium');
  expect(pathname()).toBe('/cloudium');
  link.click();
  jest.advanceTimersToNextFrame();
  await taskAfterFrame();
  expect(pathname()).toBe('/partnerschaft');

  await router.navigate('/cloudium');
  expect(pathname()).toBe('/cloudium');
});

it.each([
  ['a link to the page shown', '/'],
  ['a link to another site', 'https://example.org/partnerschaft'],
])('does not wait for %s', async (_name, href) => {
  const other = document.createElement('a');
  other.href = href;
  other.addEventListener('click', (event) => {
    event.preventDefault();
    void router.navigate('/cloudium');
  });
  document.body.append(other);
  other.click();
  await settle();
  expect(pathname()).toBe('/cloudium');
  other.remove();
});

it('does not wait for a click that opens a new tab', async () => {
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
  await settle();
  expect(pathname()).toBe('/partnerschaft');
});

it('navigates at once again once stopped', async () => {
  stop();
  link.click();
  await settle();
  expect(pathname()).toBe('/partnerschaft');
});
