import { notificationTarget } from '../../contracts/notifications.js';
import { sanitizeNotificationHtml } from './notification-html.js';
import { htmlToText, userLocale } from './notification-render.js';

describe('sanitizeNotificationHtml', () => {
  it('keeps the allowed tags and safe links', () => {
    const html =
      '<p>Commande <strong>A1</strong> <em>payée</em><br><a href="https://mbolo.ga/x">voir</a> <span>ok</span> <b>b</b> <i>i</i></p>';
    expect(sanitizeNotificationHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['<script>alert(1)</script>Bonjour', 'Bonjour'],
    ['<img src=x onerror="alert(1)">Texte', 'Texte'],
    ['<b onclick="alert(1)" onmouseover="x()">gras</b>', '<b>gras</b>'],
    ['<a href="javascript:alert(1)">clic</a>', '<a>clic</a>'],
    ['<a href="JaVaScRiPt:alert(1)" target="_blank">clic</a>', '<a>clic</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">clic</a>', '<a>clic</a>'],
    ['<span style="background:url(javascript:x)">s</span>', '<span>s</span>'],
    ['<iframe src="https://evil.example"></iframe><svg onload="x()"></svg>fin', 'fin'],
    ['<style>body{display:none}</style><div>bloc</div>', 'bloc'],
  ])('removes what could run: %s', (input, expected) => {
    const out = sanitizeNotificationHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|onerror|onclick|onload|javascript:|style=/i);
  });
});

describe('notificationTarget (spec 2 §2.2 click targets)', () => {
  it.each([
    [{ type: 'order_status_changed', data: { order_number: 'CMD-1' } }, '/customer/orders/CMD-1'],
    [{ type: 'lottery_winner', data: {} }, '/customer/tickets'],
    [{ type: 'ticket_purchase', data: { lottery_id: 3 } }, '/customer/tickets'],
    [{ type: 'lottery_draw_result', data: { lottery_id: 7 } }, '/lotteries/7'],
    [{ type: 'merchant_payment', data: {} }, '/merchant/orders'],
    [{ type: 'admin_alert', data: {} }, '/admin/dashboard'],
    [{ type: 'welcome', data: {} }, null],
    [{ type: 'reminder', data: { lottery_id: 2 } }, null],
    [{ type: 'system', data: {} }, null],
  ] as const)('%j → %s', (n, target) => {
    expect(notificationTarget(n as never)).toBe(target);
  });
});

describe('rendering helpers', () => {
  it('turns notification HTML into plain text for e-mail and SMS', () => {
    expect(htmlToText('<p>Ticket <strong>T-1</strong> &amp; plus<br>fin</p>')).toBe('Ticket T-1 & plus\nfin');
  });

  it('reads the language from the preferences, French otherwise', () => {
    expect(userLocale({ language: 'en' })).toBe('en');
    expect(userLocale({ locale: 'en' })).toBe('en');
    expect(userLocale({ language: 'de' })).toBe('fr');
    expect(userLocale(null)).toBe('fr');
  });
});
