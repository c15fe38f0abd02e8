import type { PageContextServer } from 'vike/types';

export interface ContactPageData {
  email: string;
  phone: string | null;
  whatsapp: string | null;
}

export function data(pageContext: PageContextServer): ContactPageData {
  const { config } = pageContext.services;
  return { email: config.supportEmail, phone: config.supportPhone ?? null, whatsapp: config.supportWhatsapp ?? null };
}
