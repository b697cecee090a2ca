// Where each content entry lives, and the four indexes: one place that maps collections to URLs.
import { getCollection } from 'astro:content';
import type { CollectionEntry } from 'astro:content';

export type ContentEntry = CollectionEntry<'articles'> | CollectionEntry<'guides'> | CollectionEntry<'examples'>;

export interface ListItem {
  title: string;
  description: string;
  path: string;
}

const BASE: Record<ContentEntry['collection'], string> = {
  articles: '/blog',
  guides: '/guides',
  examples: '/examples',
};

export function pathOf(entry: ContentEntry): string {
  return `${BASE[entry.collection]}/${entry.id}`;
}

function toItem(entry: ContentEntry): ListItem {
  return { title: entry.data.listTitle ?? entry.data.title, description: entry.data.description, path: pathOf(entry) };
}

const byTitle = (a: ListItem, b: ListItem) => a.title.localeCompare(b.title);

export async function allContentEntries(): Promise<ContentEntry[]> {
  const [articles, guides, examples] = await Promise.all([getCollection('articles'), getCollection('guides'), getCollection('examples')]);
  return [...articles, ...guides, ...examples];
}

/** title of the page at a site path, for related links */
export async function titlesByPath(): Promise<Map<string, string>> {
  const map = new Map<string, string>([['/pricing', 'Pricing and credit packs'], ['/privacy', 'Privacy policy']]);
  for (const entry of await allContentEntries()) map.set(pathOf(entry), entry.data.title);
  return map;
}

export interface IndexPage {
  path: string;
  title: string;
  heading: string;
  description: string;
  intro: string;
  items(): Promise<ListItem[]>;
}

export const INDEX_PAGES = {
  relationshipGuides: {
    path: '/blog/relationship-guides',
    title: 'Relationship Guides: Calmer Texts to Partners, Family and Friends',
    heading: 'Relationship guides',
    description: 'Guides for texting partners, exes, family and friends when emotions run high: rewrite angry texts calmly, sound more empathetic, and fix harsh messages.',
    intro: 'Practical help for the messages that matter most: the ones to the people closest to you.',
    async items() {
      return (await getCollection('articles', (entry) => entry.data.audience === 'relationship')).map(toItem).sort(byTitle);
    },
  },
  professionalGuides: {
    path: '/blog/professional-guides',
    title: 'Professional Email Guides: Polite, Clear and Firm at Work',
    heading: 'Professional guides',
    description: 'Guides and articles for writing professional emails when you are upset: saying no, complaining, apologising, following up and sounding polite but firm.',
    intro: 'How to write work emails that get what you need without burning bridges — for professionals, managers and non-native English speakers.',
    async items() {
      const guides = (await getCollection('guides')).map(toItem).sort(byTitle);
      const articles = (await getCollection('articles', (entry) => entry.data.audience === 'professional')).map(toItem).sort(byTitle);
      return [...guides, ...articles];
    },
  },
  relationshipExamples: {
    path: '/examples/relationship-examples',
    title: 'Relationship Message Examples: Angry Texts Rewritten',
    heading: 'Relationship examples',
    description: 'Real-looking angry texts to partners and exes, rewritten three ways — Sassy, Chill and Soft — so you can see what a calmer message that still says it looks like.',
    intro: 'Worst-case drafts, and what to send instead.',
    async items() {
      return (await getCollection('examples', (entry) => entry.data.audience === 'relationship')).map(toItem).sort(byTitle);
    },
  },
  professionalExamples: {
    path: '/examples/professional-examples',
    title: 'Professional Message Examples: Angry Emails Rewritten',
    heading: 'Professional examples',
    description: 'Angry emails to a boss and a landlord, why they backfire, and better versions that keep every fact and still ask firmly for what you need.',
    intro: 'Heated work emails, taken apart and rebuilt.',
    async items() {
      return (await getCollection('examples', (entry) => entry.data.audience === 'professional')).map(toItem).sort(byTitle);
    },
  },
} satisfies Record<string, IndexPage>;

/** the index a content entry belongs to, for breadcrumbs */
export function indexFor(entry: ContentEntry): IndexPage {
  if (entry.collection === 'examples') {
    return entry.data.audience === 'relationship' ? INDEX_PAGES.relationshipExamples : INDEX_PAGES.professionalExamples;
  }
  if (entry.collection === 'guides') return INDEX_PAGES.professionalGuides;
  return entry.data.audience === 'relationship' ? INDEX_PAGES.relationshipGuides : INDEX_PAGES.professionalGuides;
}

export function breadcrumbJsonLd(site: URL, crumbs: { label: string; href: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, site).href,
    })),
  };
}

export function articleJsonLd(site: URL, entry: ContentEntry): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: entry.data.title,
    description: entry.data.description,
    datePublished: entry.data.published.toISOString().slice(0, 10),
    dateModified: entry.data.updated.toISOString().slice(0, 10),
    mainEntityOfPage: new URL(pathOf(entry), site).href,
    author: { '@type': 'Organization', name: 'Cooldraft' },
    publisher: { '@type': 'Organization', name: 'Cooldraft' },
  };
}
