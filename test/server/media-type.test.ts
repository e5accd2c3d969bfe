import { mediaTypeOf } from '@/server/http/media-type';

describe('mediaTypeOf', () => {
  it('keeps the media type alone: no parameters, no spaces, lower case', () => {
    expect(mediaTypeOf('application/json')).toBe('application/json');
    expect(mediaTypeOf('application/json; charset=utf-8')).toBe('application/json');
    expect(mediaTypeOf(' Application/Reports+JSON ;charset=UTF-8')).toBe('application/reports+json');
  });

  it('an absent or empty header has none, so it matches no accepted type', () => {
    expect(mediaTypeOf(undefined)).toBe('');
    expect(mediaTypeOf('')).toBe('');
    expect(mediaTypeOf('; charset=utf-8')).toBe('');
  });
});
