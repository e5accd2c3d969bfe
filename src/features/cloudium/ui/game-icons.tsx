import type { ReactNode } from 'react';
import type { GameIconKey } from '@/features/cloudium/content/cloudium-games.content';
import { StrokeIcon, type IconProps } from '@/ui/icons';

/**
 * Bundled, self-drawn glyphs for the supported games: simple symbols that hint at each game, no trademarks,
 * no third-party assets and no request to another host.
 */
function Glyph({ children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <StrokeIcon strokeWidth={1.8} {...rest}>
      {children}
    </StrokeIcon>
  );
}

const glyphs: Record<GameIconKey, ReactNode> = {
  // A grass block: dirt cube with a ragged grass top.
  minecraft: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="1" />
      <path d="M4 9h3v2h3V9h4v2h3V9h3" />
      <path d="M9 15h2M14 17h2" />
    </>
  ),
  // A horned helmet.
  valheim: (
    <>
      <path d="M6 15a6 6 0 0 1 12 0v3H6z" />
      <path d="M6 12C4 11 3 8 3.5 5 5 7.5 6.5 8.5 8 9M18 12c2-1 3-4 2.5-7-1.5 2.5-3 3.5-4.5 4" />
      <path d="M12 9v9" />
    </>
  ),
  // A three-toed footprint.
  ark: (
    <>
      <path d="M12 21c-3 0-4.5-2-4-4.5.4-2 2-3.5 4-3.5s3.6 1.5 4 3.5c.5 2.5-1 4.5-4 4.5z" />
      <path d="M12 10V3M8 11 5 5M16 11l3-6" />
    </>
  ),
  // A hex nut.
  rust: (
    <>
      <path d="M12 2.5 20.5 7.25v9.5L12 21.5l-8.5-4.75v-9.5z" />
      <circle cx="12" cy="12" r="3.5" />
    </>
  ),
  // A crosshair.
  'counter-strike': (
    <>
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v5M12 17v5M2 12h5M17 12h5" />
      <circle cx="12" cy="12" r="0.8" fill="currentColor" />
    </>
  ),
  // A pickaxe.
  terraria: (
    <>
      <path d="M4 8c4-4.5 12-4.5 16 0" />
      <path d="M12 5.5 9 20M12 5.5l3 0" />
      <path d="M8.5 20h1" />
    </>
  ),
  // A gear.
  factorio: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
      <circle cx="12" cy="12" r="6.5" />
    </>
  ),
  // A conveyor belt carrying a crate.
  satisfactory: (
    <>
      <rect x="9" y="5" width="6" height="6" rx="0.5" />
      <rect x="2.5" y="13" width="19" height="5" rx="2.5" />
      <circle cx="6" cy="15.5" r="0.8" fill="currentColor" />
      <circle cx="12" cy="15.5" r="0.8" fill="currentColor" />
      <circle cx="18" cy="15.5" r="0.8" fill="currentColor" />
    </>
  ),
  // A capture sphere.
  palworld: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h5.5M15 12h5.5" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  // Two pine trees.
  'sons-of-the-forest': (
    <>
      <path d="M8 3 3.5 12h3L3 18h10l-3.5-6h3z" />
      <path d="M8 18v3M16 7l-3 5h2l-2.5 4h7L17 12h2z" />
      <path d="M16 16v5" />
    </>
  ),
  // Rank chevrons.
  arma: (
    <>
      <path d="M5 9l7-5 7 5" />
      <path d="M5 14l7-5 7 5" />
      <path d="M5 19l7-5 7 5" />
    </>
  ),
  // A wrench.
  'garrys-mod': (
    <>
      <path d="M14.5 4.5a4.5 4.5 0 0 0-4.2 6.1L4 16.9 7.1 20l6.3-6.3a4.5 4.5 0 0 0 6.1-4.2l-2.7 2.7-2.9-.5-.5-2.9z" />
    </>
  ),
  // Anything else: a plus in a controller-shaped frame.
  other: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="6" />
      <path d="M12 9.5v5M9.5 12h5" />
    </>
  ),
};

export function GameIcon({ icon, ...rest }: IconProps & { icon: GameIconKey }) {
  return <Glyph {...rest}>{glyphs[icon]}</Glyph>;
}
