import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const SITE_PATH = /^\/[a-z0-9/-]*$/;

const writing = z.object({
  /** the page's h1 and <title> */
  title: z.string().max(80),
  /** the title on index pages when it differs from the h1 */
  listTitle: z.string().max(80).optional(),
  /** meta description, shown in search results */
  description: z.string().min(80).max(170),
  /** which index lists the page */
  audience: z.enum(['relationship', 'professional']),
  /** first publication */
  published: z.coerce.date(),
  /** last meaningful edit */
  updated: z.coerce.date(),
  /** site paths to related pages, shown under the article */
  related: z.array(z.string().regex(SITE_PATH)).default([]),
});

const articles = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/articles' }),
  schema: writing,
});

const guides = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/guides' }),
  schema: writing,
});

const exampleBase = z.object({
  /** the page's h1 and <title> */
  title: z.string().max(80),
  /** the title on index pages when it differs from the h1 */
  listTitle: z.string().max(80).optional(),
  /** meta description, shown in search results */
  description: z.string().min(80).max(170),
  /** which index lists the page */
  audience: z.enum(['relationship', 'professional']),
  /** first publication */
  published: z.coerce.date(),
  /** last meaningful edit */
  updated: z.coerce.date(),
  /** the angry sample draft; the page's button hands it to the rewriter */
  draft: z.string().min(20).max(5000),
});

const examples = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/examples' }),
  schema: z.discriminatedUnion('kind', [
    exampleBase.extend({
      /** a problem example: why the draft fails and a better approach */
      kind: z.literal('problem'),
      /** why the draft backfires, one sentence each */
      whyItFails: z.array(z.string()).min(2),
      /** the same message, written better */
      better: z.string(),
    }),
    exampleBase.extend({
      /** a partner example: the draft rewritten in the three tones */
      kind: z.literal('partner'),
      /** firm but kind */
      sassy: z.string(),
      /** neutral */
      chill: z.string(),
      /** empathetic */
      soft: z.string(),
    }),
  ]),
});

export const collections = { articles, guides, examples };
