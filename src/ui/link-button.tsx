import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/** The props of a button-styled link: the button's look, where it leads (`Target`) and what it says. */
export type ButtonLinkProps<Target> = Omit<ButtonProps, 'asChild'> & Target & { children: ReactNode };

interface LinkButtonProps extends Omit<ButtonProps, 'asChild' | 'type' | 'children'> {
  /** The link itself: an <a> or a router link. */
  children: ReactElement;
}

/**
 * A link drawn as a button. A link is no button: without `type={undefined}`, Chakra gives the link type="button",
 * which a link must not have.
 */
export function LinkButton({ children, ...rest }: LinkButtonProps) {
  return (
    <Button asChild type={undefined} {...rest}>
      {children}
    </Button>
  );
}
