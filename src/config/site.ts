/**
 * The one place that names the community. An operator rebrands the site by editing this file;
 * routes, titles, links and the legal pages all read from here.
 */
export interface SocialLink {
  readonly label: string;
  readonly href: string;
}

export interface SiteConfig {
  /** The creator's display name (shown as 'Nova' in docs/product.md). */
  readonly creatorName: string;
  /** URL slug derived routes use: /{slug} and /{slug}-fortnite. */
  readonly creatorSlug: string;
  /** Site name for the copyright line and page titles. */
  readonly siteName: string;
  /** Hosting sub-brand. */
  readonly hostingBrand: string;
  /** Support mailbox (support@nova-community.example in docs/product.md). */
  readonly supportEmail: string;
  readonly links: {
    readonly discordInvite: string;
    readonly discordTerms: string;
    readonly statusPage: string;
    readonly hostingProvider: string;
    readonly donation: string;
    readonly merchShop: string;
    readonly streamingChannel: string;
    readonly creatorWebsite: string;
  };
  readonly socials: readonly SocialLink[];
  readonly legal: {
    readonly ownerName: string;
    readonly street: string;
    readonly postalCode: string;
    readonly city: string;
    readonly country: string;
    readonly email: string;
  };
}

export const site: SiteConfig = {
  creatorName: 'Nova',
  creatorSlug: 'nova',
  siteName: 'Nova Community',
  hostingBrand: 'Cloudium',
  supportEmail: 'support@nova-community.example',
  links: {
    discordInvite: 'https://discord.gg/nova-community',
    discordTerms: 'https://discord.com/terms',
    statusPage: 'https://status.nova-community.example',
    hostingProvider: 'https://provider.example',
    donation: 'https://donate.nova-community.example',
    merchShop: 'https://merch.nova-community.example',
    streamingChannel: 'https://stream.nova-community.example',
    creatorWebsite: 'https://nova-creator.example',
  },
  socials: [
    { label: 'Twitter', href: 'https://twitter.nova-community.example' },
    { label: 'YouTube', href: 'https://youtube.nova-community.example' },
    { label: 'TikTok', href: 'https://tiktok.nova-community.example' },
    { label: 'Instagram', href: 'https://instagram.nova-community.example' },
    { label: 'Telegram', href: 'https://telegram.nova-community.example' },
    { label: 'haunt.gg', href: 'https://haunt.nova-community.example' },
  ],
  legal: {
    // Clearly fictitious: replace with the real operator before going live.
    ownerName: 'Max Mustermann (fiktiv)',
    street: 'Voorbeeldstraat 1',
    postalCode: '1234 AB',
    city: 'Amsterdam',
    country: 'Niederlande',
    email: 'support@nova-community.example',
  },
};
