/** A Content-Type header's media type without its parameters, lower case ('Application/JSON; charset=utf-8' → 'application/json'). */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}
