import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { Card, CardBody } from '../../../renderer/ui/card.js';
import type { ContactPageData } from './+data.js';
import { ContactForm } from './ContactForm.js';

export default function ContactPage() {
  const { t } = useTranslation();
  const data = useData<ContactPageData>();
  const channels = [
    { key: 'email', value: data.email, href: `mailto:${data.email}` },
    data.phone && { key: 'phone', value: data.phone, href: `tel:${data.phone.replace(/\s/g, '')}` },
    data.whatsapp && {
      key: 'whatsapp',
      value: data.whatsapp,
      href: `https://wa.me/${data.whatsapp.replace(/\D/g, '')}`,
    },
  ].filter(Boolean) as { key: string; value: string; href: string }[];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{t('contact.heading')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-neutral-600">{t('contact.intro')}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardBody>
            <ContactForm />
          </CardBody>
        </Card>
        <aside className="space-y-4">
          {channels.map((c) => (
            <Card key={c.key}>
              <CardBody>
                <h2 className="text-sm font-semibold uppercase tracking-wide text-neutral-500">
                  {t(`contact.channels.${c.key}`)}
                </h2>
                <a href={c.href} className="mt-1 block font-semibold text-brand-700 hover:underline">
                  {c.value}
                </a>
                <p className="mt-1 text-sm text-neutral-600">{t('contact.reply_delay')}</p>
              </CardBody>
            </Card>
          ))}
          <Card>
            <CardBody>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-neutral-500">
                {t('contact.offices.title')}
              </h2>
              <ul className="mt-2 space-y-2 text-sm text-neutral-700">
                <li>{t('contact.offices.libreville')}</li>
                <li>{t('contact.offices.port_gentil')}</li>
              </ul>
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-neutral-500">
                {t('contact.faq.title')}
              </h2>
              <p className="mt-1 text-sm text-neutral-700">{t('contact.faq.text')}</p>
              <a
                href="/how-it-works#faq"
                className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('contact.faq.link')}
              </a>
            </CardBody>
          </Card>
        </aside>
      </div>
    </div>
  );
}
