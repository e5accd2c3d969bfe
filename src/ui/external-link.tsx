import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ExternalIcon } from './icons';
import { LinkButton, type ButtonLinkProps } from './link-button';

/** Every link that leaves the site opens in a new tab without handing over the opener or the referrer. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

const NEW_TAB_HINT = '(öffnet in neuem Tab)';

interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  showIcon?: boolean;
}

export function ExternalLink({ href, children, showIcon = false, ...rest }: ExternalLinkProps) {
  return (
    <Link href={href} {...EXTERNAL_LINK_PROPS} {...rest}>
      {children}
      {showIcon ? <ExternalIcon /> : null}
      <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
    </Link>
  );
}

/** A button-styled external link (donation, status page, invite). */
export function ExternalButton({ href, children, ...rest }: ButtonLinkProps<{ href: string }>) {
  return (
    <LinkButton {...rest}>
      <a href={href} {...EXTERNAL_LINK_PROPS}>
        {children}
        <ExternalIcon />
        <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
      </a>
    </LinkButton>
  );
}
