import {
  LOAD_ANEW_GUARD_MS,
  isChunkLoadError,
  isGoneAfterUpdate,
  loadAnewOnce,
  type PageLocation,
} from '@/ui/site-update';
import { chunkLoadError } from '../../support/chunk-load-error';

/**
 * A page of an earlier release whose code is gone from the server loads its address anew, once (src/ui/site-update.ts,
 * docs/operations.md "Releases").
 */

const answering = (status: number) => jest.fn(async () => new Response(null, { status })) as unknown as typeof fetch;

describe('isGoneAfterUpdate', () => {
  it.each([
    ['the script answers 404: gone after an update', chunkLoadError(), answering(404), true],
    ['the script answers 410', chunkLoadError(), answering(410), true],
    ['the script is there (a passing network failure)', chunkLoadError(), answering(200), false],
    ['the server fails', chunkLoadError(), answering(503), false],
    [
      'no answer at all (offline)',
      chunkLoadError(),
      jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
      false,
    ],
    ['another error', new Error('Kaputt'), answering(404), false],
    [
      'a chunk error without the script’s address',
      Object.assign(chunkLoadError(), { request: '' }),
      answering(404),
      false,
    ],
  ])('%s', async (_case, error, request, gone) => {
    expect(await isGoneAfterUpdate(error, request)).toBe(gone);
  });

  it('asks for the script itself, without the cache, and only for its head', async () => {
    const request = answering(404);
    await isGoneAfterUpdate(chunkLoadError('/assets/page-about.abc.js'), request);
    expect(request).toHaveBeenCalledWith('/assets/page-about.abc.js', { method: 'HEAD', cache: 'no-store' });
  });

  it('while the visitor leaves the page, asks only once the page stays (src/ui/page-departure.ts)', async () => {
    const request = answering(404);
    let stay = () => {};
    const stays = () => new Promise<void>((resolve) => (stay = resolve));
    const gone = isGoneAfterUpdate(chunkLoadError(), request, stays);
    await Promise.resolve();
    expect(request).not.toHaveBeenCalled();
    stay();
    expect(await gone).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('knows webpack’s error by its name', () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});

describe('loadAnewOnce', () => {
  function page(state: unknown) {
    const location = {
      state,
      reloads: 0,
      replaceState(next: unknown) {
        location.state = next;
      },
      reload() {
        location.reloads++;
      },
    };
    return location satisfies PageLocation;
  }

  it('reloads, keeping the router’s entry state and marking the entry; an entry without state is marked too', () => {
    const location = page({ usr: null, key: 'abc', idx: 3 });
    expect(loadAnewOnce(location, 1_000_000)).toBe(true);
    expect(location.reloads).toBe(1);
    expect(location.state).toEqual({ usr: null, key: 'abc', idx: 3, novaLoadedAnewAt: 1_000_000 });
    const stateless = page(null);
    expect(loadAnewOnce(stateless, 5)).toBe(true);
    expect(stateless.state).toEqual({ novaLoadedAnewAt: 5 });
  });

  it.each([
    ['fails again right after its reload: shown, not reloaded in a loop', 1_000_000 + 5_000, false],
    ['fails again a minute later: out of date again, reloaded', 1_000_000 + LOAD_ANEW_GUARD_MS, true],
  ])('%s', (_case, now, reloads) => {
    const location = page({ key: 'abc', novaLoadedAnewAt: 1_000_000 });
    expect(loadAnewOnce(location, now)).toBe(reloads);
    expect(location.reloads).toBe(reloads ? 1 : 0);
  });
});
