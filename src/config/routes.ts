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

/** The label of each page the navigations name, written once for all of them. */
const navigationLabels = {
  home: 'Startseite',
  creator: site.creatorName,
  cloudium: site.hostingBrand,
  community: 'Community',
  status: 'Systemstatus',
  fortnite: `${site.creatorName}'s Fortnite`,
  about: 'Über Mich',
  partnership: 'Partnerschaft',
  application: 'Bewerbung',
  privacy: 'Datenschutz',
  terms: 'AGB',
  imprint: 'Impressum',
} as const satisfies Partial<Record<RouteKey, string>>;

/** The links to these pages, in this order. */
function navigation(pages: readonly (keyof typeof navigationLabels)[]): readonly NavLink[] {
  return pages.map((page) => ({ label: navigationLabels[page], to: routes[page] }));
}

/** Top navigation, in the order of docs/product.md#shared-layout. */
export const mainNavigation = navigation([
  'home',
  'creator',
  'cloudium',
  'community',
  'status',
  'fortnite',
  'about',
  'partnership',
  'application',
]);

export const footerNavigation = navigation(['home', 'creator', 'cloudium', 'community', 'partnership', 'application']);

export const legalNavigation = navigation(['privacy', 'terms', 'imprint']);
