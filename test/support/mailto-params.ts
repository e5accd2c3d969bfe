/** Test helper: what a mail program reads from a mailto link the site built (src/features/mail-forms/domain/mailto.ts). */
/** Reads a mailto link back into address, subject and body (the inverse of buildMailLink for unshortened links). */
export function mailtoParams(href: string): { to: string; subject: string; body: string } {
  const [address = '', query = ''] = href.replace(/^mailto:/, '').split('?', 2);
  const params: Record<string, string> = {};
  for (const pair of query.split('&')) {
    const [key = '', value = ''] = pair.split('=', 2);
    params[key.toLowerCase()] = decodeURIComponent(value);
  }
  return { to: decodeURIComponent(address), subject: params.subject ?? '', body: params.body ?? '' };
}
