import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a notification may carry: simple emphasis, line breaks, paragraphs, spans and links with
 * web or mail schemes. Everything else (scripts, event handlers, styles, javascript: links) is
 * removed before the row is written, so pages can render titles and messages as HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'br', 'p', 'a', 'span'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
};

export function sanitizeNotificationHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** A sanitiser that remembers its answers, for one batch: a batch often sends the same text to many readers. */
export function batchSanitizer(): (html: string) => string {
  const seen = new Map<string, string>();
  return (html) => {
    let clean = seen.get(html);
    if (clean === undefined) {
      clean = sanitizeNotificationHtml(html);
      seen.set(html, clean);
    }
    return clean;
  };
}
