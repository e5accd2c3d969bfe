import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * The copy button's icon popping in when it changes (framer-motion). Its own module, loaded after the join page
 * shows (copy-invite.tsx): framer-motion is the largest library on that page and nothing animates before a click,
 * so neither the page's first render nor the loading of the page ahead of a tap evaluates it
 * (docs/rendering.md). The old icon leaves at once, so the check shows exactly as long as the
 * machine says. Visitors who ask for reduced motion see a plain swap.
 */
export function CopyStatePop({
  stateKey,
  popsOnMount,
  children,
}: {
  stateKey: string;
  /** Whether the icon pops in when it mounts too: the button's loading state mounts its content anew on a copy. */
  popsOnMount: boolean;
  children: ReactNode;
}) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence initial={popsOnMount}>
          <m.span
            key={stateKey}
            style={{ display: 'inline-flex' }}
            initial={{ scale: 0.4, opacity: 0 }}
            animate={{ scale: 1, opacity: 1 }}
            transition={{ duration: 0.15 }}
          >
            {children}
          </m.span>
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}
