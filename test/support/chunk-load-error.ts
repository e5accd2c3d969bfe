/** What webpack rejects a chunk's import() with when the script cannot be loaded (src/ui/site-update.ts). */
export function chunkLoadError(request = '/assets/page-terms.0123456789.js'): Error {
  return Object.assign(new Error(`Loading chunk 42 failed.\n(error: ${request})`), {
    name: 'ChunkLoadError',
    type: 'error',
    request,
  });
}

/** A fetch that answers every request with `status`, or fails as offline when `status` is undefined. */
export function fetchAnswering(status: number | undefined): typeof fetch {
  return jest.fn(async () => {
    if (status === undefined) throw new TypeError('Failed to fetch');
    return new Response(null, { status });
  }) as unknown as typeof fetch;
}
