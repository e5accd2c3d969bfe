import { site } from './site';

/** Every route path of the site. Creator routes derive from the slug, so it is typed once. */
export const routes = {
  home: '/',
  creator: `/${site.creatorSlug}`,
  cloudium: '/cloudium',
  community: '/community',
  news: '/news',
  join: '/join',
  application: '/bewerbung',
  fortnite: `/${site.creatorSlug}-fortnite`,
  about: '/ueber-mich',
  partnership: '/partnerschaft',
  status: '/status',
  privacy: '/datenschutz',
  imprint: '/impressum',
  terms: '/agb',
} as const;

export type RouteKey = keyof typeof routes;

export interface NavLink {
  readonly label: string;
  readonly to: string;
}

/** Top navigation, in the order of docs/product.md#shared-layout. */
export const mainNavigation: readonly NavLink[] = [
  { label: 'Startseite', to: routes.home },
  { label: site.creatorName, to: routes.creator },
  { label: site.hostingBrand, to: routes.cloudium },
  { label: 'Community', to: routes.community },
  { label: 'Systemstatus', to: routes.status },
  { label: `${site.creatorName}'s Fortnite`, to: routes.fortnite },
  { label: 'Über Mich', to: routes.about },
  { label: 'Partnerschaft', to: routes.partnership },
  { label: 'Bewerbung', to: routes.application },
];

export const footerNavigation: readonly NavLink[] = [
  { label: 'Startseite', to: routes.home },
  { label: site.creatorName, to: routes.creator },
  { label: site.hostingBrand, to: routes.cloudium },
  { label: 'Community', to: routes.community },
  { label: 'Partnerschaft', to: routes.partnership },
  { label: 'Bewerbung', to: routes.application },
];

export const legalNavigation: readonly NavLink[] = [
  { label: 'Datenschutz', to: routes.privacy },
  { label: 'AGB', to: routes.terms },
  { label: 'Impressum', to: routes.imprint },
];
