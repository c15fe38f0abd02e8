export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** Shape of the static pages' texts under locales/content/{fr,en}/{slug}.json. */
export interface ContentDoc {
  title: string;
  description: string;
  heading: string;
  intro?: string;
  steps?: { title: string; text: string }[];
  sections?: ContentSection[];
  faq?: { q: string; a: string }[];
  cta?: { label: string; href: string };
}
