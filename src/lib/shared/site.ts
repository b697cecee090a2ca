// Facts about the site that pages, layouts and tests share: one place for names and the route list.
export const PRODUCT_NAME = 'Cooldraft';
export const TAGLINE = "Rewrite messages you'll actually want to send";

export interface NavLink {
  href: string;
  label: string;
}

export const HEADER_LINKS: NavLink[] = [
  { href: '/pricing', label: 'Pricing' },
  { href: '/examples/relationship-examples', label: 'Examples' },
  { href: '/privacy', label: 'Privacy' },
];

export const FOOTER_COLUMNS: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Relationship',
    links: [
      { href: '/blog/relationship-guides', label: 'Relationship guides' },
      { href: '/examples/relationship-examples', label: 'Relationship examples' },
    ],
  },
  {
    heading: 'Professional',
    links: [
      { href: '/blog/professional-guides', label: 'Professional guides' },
      { href: '/examples/professional-examples', label: 'Professional examples' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { href: '/pricing', label: 'Pricing' },
      { href: '/privacy', label: 'Privacy policy' },
    ],
  },
];
