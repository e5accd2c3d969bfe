/**
 * Hands a mailto link to the visitor's mail client.
 *
 * A temporary anchor is clicked (instead of assigning window.location) so the page never starts an unload and
 * the SPA keeps its state. Browsers do not report whether a mail client picked the link up: with no client
 * registered, Chromium silently does nothing. What can be detected is an exception (a blocked or malformed
 * link, a missing DOM), and that is treated as failure. The undetectable case is covered by the success dialog,
 * which always shows the mailbox address and the full text with a copy button.
 */
export function openMailLink(href: string): void {
  if (!href.startsWith('mailto:')) throw new Error('Kein E-Mail-Link');
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.hidden = true;
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
  }
}
