import type { ReactNode, SVGProps } from 'react';

/** A handful of bundled stroke icons; no icon font or third-party request. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/** The shared 24×24 stroke frame; other glyph sets (game icons) draw inside it too. */
export function StrokeIcon({ size = '1em', children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon of the stroke set: its glyph drawn in the shared frame, sized and labelled by the caller. */
function strokeIcon(glyph: ReactNode) {
  return function Icon(props: IconProps) {
    return <StrokeIcon {...props}>{glyph}</StrokeIcon>;
  };
}

export const MenuIcon = strokeIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = strokeIcon(<path d="M6 6l12 12M18 6L6 18" />);
export const CheckIcon = strokeIcon(<path d="M5 12l5 5L20 7" />);
export const CopyIcon = strokeIcon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </>,
);
export const ExternalIcon = strokeIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const ArrowUpIcon = strokeIcon(<path d="M12 19V5M5 12l7-7 7 7" />);
export const ArrowRightIcon = strokeIcon(<path d="M5 12h14M13 5l7 7-7 7" />);
export const UsersIcon = strokeIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </>,
);
export const CalendarIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const ChatIcon = strokeIcon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />);
export const ServerIcon = strokeIcon(
  <>
    <rect x="3" y="4" width="18" height="7" rx="2" />
    <rect x="3" y="13" width="18" height="7" rx="2" />
    <path d="M7 7.5h.01M7 16.5h.01" />
  </>,
);
export const HeartIcon = strokeIcon(
  <path d="M12 20s-7-4.4-9.3-9A5 5 0 0 1 12 6a5 5 0 0 1 9.3 5c-2.3 4.6-9.3 9-9.3 9z" />,
);
export const PlayIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5l5.5 3.5-5.5 3.5z" />
  </>,
);
export const ShieldIcon = strokeIcon(
  <>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </>,
);
export const BoltIcon = strokeIcon(<path d="M13 2L4 14h7l-1 8 9-12h-7z" />);
export const SlidersIcon = strokeIcon(
  <>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </>,
);
export const GamepadIcon = strokeIcon(
  <>
    <path d="M6 11h4M8 9v4M15 12h.01M18 10h.01" />
    <path d="M17.3 5H6.7a4 4 0 0 0-4 3.6L2 15a3 3 0 0 0 5.4 1.8L9 15h6l1.6 1.8A3 3 0 0 0 22 15l-.7-6.4A4 4 0 0 0 17.3 5z" />
  </>,
);
export const MailIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
export const InfoIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const StarIcon = strokeIcon(<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />);
