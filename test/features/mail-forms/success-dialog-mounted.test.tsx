import { act, screen } from '@testing-library/react';
import { routes } from '@/config/routes';
import { MailFormFrame } from '@/features/mail-forms/ui/mail-form-frame';
import { MailSuccessDialog } from '@/features/mail-forms/ui/mail-success-dialog';
import { controlIdleCallbacks } from '../../support/idle-callbacks';
import { renderRoute } from '../../support/render-with-providers';
import { countRenders } from '../../support/render-counts';

/**
 * The success dialog stays out of the page's start-up (docs/rendering.md, `useNeededOrIdle`): closed, it renders
 * nothing but would mount a portal and its machine, so it is rendered from the browser's first idle moment on, without
 * the form's fields rendering again. That it opens after a send is tested with the form (application.page.test.tsx).
 */
jest.mock('@/features/mail-forms/ui/mail-success-dialog', () => ({ MailSuccessDialog: jest.fn(() => null) }));

/** The renders of the form's frame (around every field). */
const renders = countRenders(({ type }) => (type === MailFormFrame ? 'frame' : undefined));
const frameRenders = () => renders.get('frame') ?? 0;

const idle = controlIdleCallbacks();

beforeEach(() => {
  jest.mocked(MailSuccessDialog).mockClear();
});

it.each([routes.application, routes.partnership])(
  '%s renders its success dialog, closed, once the browser is idle, without rendering the form again',
  async (path) => {
    renderRoute(path);
    // The form (below the first screen on /partnerschaft, after the page's first paint).
    await screen.findByRole('button', { name: /absenden$/ }, { timeout: 5000 });
    const rendersBefore = frameRenders();
    expect(rendersBefore).toBeGreaterThan(0);
    expect(MailSuccessDialog).not.toHaveBeenCalled();
    act(idle.run);
    expect(jest.mocked(MailSuccessDialog).mock.calls[0]?.[0]).toMatchObject({ open: false });
    expect(frameRenders()).toBe(rendersBefore);
  },
);
