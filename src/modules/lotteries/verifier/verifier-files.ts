import { Injectable } from '@nestjs/common';
import { LOCALES, serverI18n, type Locale } from '../../../common/i18n/server-i18n.js';
import { verifierPage } from './verifier-page.js';
import { verifierTarball } from './verifier-package.js';
import { verifierModuleSource } from './verifier-sources.js';

/** The package's version: bumped when the published algorithm or the verifier's output changes. */
const VERIFIER_VERSION = '1.0.0';

const messagesOf = (locale: Locale) =>
  (serverI18n().getResourceBundle(locale, 'translation') as { verifier: Record<string, string> }).verifier;

/** The downloadable verifiers, built once from the shipped sources and the locales. */
@Injectable()
export class VerifierFiles {
  private readonly pages = new Map<Locale, ReturnType<typeof verifierPage>>();
  private tarball?: Promise<Buffer>;

  page(locale: Locale) {
    let page = this.pages.get(locale);
    if (!page) {
      page = verifierPage(locale, messagesOf(locale), verifierModuleSource('verify-draw'));
      this.pages.set(locale, page);
    }
    return page;
  }

  package(): Promise<Buffer> {
    this.tarball ??= verifierTarball({
      cli: verifierModuleSource('cli'),
      core: verifierModuleSource('verify-draw'),
      messages: Object.fromEntries(LOCALES.map((l) => [l, messagesOf(l)])),
      version: VERIFIER_VERSION,
    });
    return this.tarball;
  }
}
