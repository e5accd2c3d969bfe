import { layoutContent } from '@/content/layout.content';
import { FAILED_START_ID, recoverFromFailedStart } from '@/app/failed-start';
import type { EarlyInputRecord } from '@/app/early-input-replay';

const copy = layoutContent.failedStart;

function recorder() {
  const end = jest.fn();
  return { record: { end } as unknown as EarlyInputRecord, end };
}

beforeEach(() => {
  document.body.innerHTML = '';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('recoverFromFailedStart', () => {
  it.each([
    { loadsAnew: true, notice: false },
    { loadsAnew: false, notice: true },
  ])(
    'loaded anew: $loadsAnew → notice shown: $notice; the recorder lets go either way',
    async ({ loadsAnew, notice }) => {
      const { record, end } = recorder();
      const loadAnew = jest.fn(() => loadsAnew);
      await recoverFromFailedStart(new Error('Loading chunk 12 failed'), record, loadAnew);
      expect(end).toHaveBeenCalledTimes(1);
      expect(loadAnew).toHaveBeenCalledTimes(1);
      expect(document.getElementById(FAILED_START_ID) !== null).toBe(notice);
    },
  );

  it('says in German what happened, as an alert with a reload button, once however often it is asked', async () => {
    await recoverFromFailedStart(new Error('x'), undefined, () => false);
    await recoverFromFailedStart(new Error('x'), undefined, () => false);
    const alerts = document.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(copy.title);
    expect(alerts[0]).toHaveTextContent(copy.text);
    expect(alerts[0]?.querySelector('button')).toHaveTextContent(copy.reload);
  });

  it('a start stopped because the visitor leaves: nothing until the page stays, so their navigation goes on', async () => {
    const { record, end } = recorder();
    const loadAnew = jest.fn(() => true);
    let stay = () => {};
    const recovered = recoverFromFailedStart(
      new Error('x'),
      record,
      loadAnew,
      () => new Promise((resolve) => (stay = resolve)),
    );
    await Promise.resolve();
    expect(loadAnew).not.toHaveBeenCalled();
    expect(end).not.toHaveBeenCalled();
    stay();
    await recovered;
    expect(loadAnew).toHaveBeenCalledTimes(1);
    expect(end).toHaveBeenCalledTimes(1);
  });
});
