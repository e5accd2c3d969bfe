import { Link, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom';
import { LinkButton, type ButtonLinkProps } from './link-button';

interface InternalLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  to: string;
  children: ReactNode;
}

/** A Chakra-styled link to a route of the site. */
export function InternalLink({ to, children, ...rest }: InternalLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A button that navigates to a route of the site (a real link, so it opens in a new tab on middle-click). */
export function InternalButton({ to, children, ...rest }: ButtonLinkProps<{ to: string }>) {
  return (
    <LinkButton {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </LinkButton>
  );
}

export { RouterNavLink };
