import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../common/html.js';

/** What the page's own script does: read a proof (pasted or chosen file), check it, say the outcome. */
const UI_SCRIPT = `
const m = JSON.parse(document.getElementById('messages').textContent);
const fill = (text, values) => text.replace(/\\{\\{(\\w+)\\}\\}/g, (_, k) => String(values[k] ?? ''));
const out = document.getElementById('result');
function line(text, ok) {
  const p = document.createElement('p');
  p.textContent = text;
  if (ok !== undefined) p.className = ok ? 'ok' : 'bad';
  out.append(p);
}
document.getElementById('file').addEventListener('change', async (e) => {
  const file = e.target.files && e.target.files[0];
  if (file) document.getElementById('proof').value = await file.text();
});
document.getElementById('check').addEventListener('click', async () => {
  out.replaceChildren();
  if (!isWebCryptoAvailable()) return line(m.no_crypto, false);
  let proof;
  try {
    proof = JSON.parse(document.getElementById('proof').value);
  } catch {
    return line(m.invalid_json, false);
  }
  const draw = publishedDrawOf(proof);
  const check = await verifyDraw(draw);
  line(fill(m.lottery, { number: draw.lottery_number, count: draw.tickets.length }));
  line(check.commitmentMatches ? m.commitment_ok : m.commitment_bad, check.commitmentMatches);
  line(check.poolHashMatches ? m.pool_ok : m.pool_bad, check.poolHashMatches);
  if (check.winner !== null) line(fill(m.winner, { winner: check.winner, counter: check.counter }));
  const verdict = check.matches ? fill(m.match, { winner: draw.winning_ticket }) : m.mismatch;
  line(verdict, check.matches);
  out.dataset.verdict = check.matches ? 'match' : 'mismatch';
});
`;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}
main{max-width:42rem;margin:0 auto;padding:1rem}h1{font-size:1.4rem}label{display:block;font-weight:600;margin-top:1rem}
textarea{width:100%;box-sizing:border-box;font:12px/1.4 ui-monospace,monospace}
button{margin-top:1rem;padding:.7rem 1.4rem;font:inherit;font-weight:600;border:0;border-radius:.6rem;background:#15803d;color:#fff}
#result p{margin:.4rem 0;word-break:break-all}.ok{color:#166534}.bad{color:#b91c1c;font-weight:600}
details{margin-top:1.5rem;color:#44403c}`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A JSON value safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The offline verifier: one self-contained HTML file (no network, no outside file) holding the same
 * check as the raffle pages' proof panel (src/common/draw-verifier/verify-draw.ts) and its texts in one
 * language. Its Content-Security-Policy, in a meta element so that it holds when opened from disk too,
 * allows exactly its own script and style.
 */
export function verifierPage(lang: string, messages: Record<string, string>, coreSource: string) {
  const script = `${coreSource}\n${UI_SCRIPT}`;
  const policy = `default-src 'none'; script-src ${sha256(script)}; style-src ${sha256(STYLE)}; base-uri 'none'; form-action 'none'`;
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<title>${escapeHtml(messages.title!)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(messages.title!)}</h1>
<p>${escapeHtml(messages.intro!)}</p>
<label for="proof">${escapeHtml(messages.proof_label!)}</label>
<textarea id="proof" rows="10" spellcheck="false"></textarea>
<label for="file">${escapeHtml(messages.file_label!)}</label>
<input type="file" id="file" accept="application/json,.json">
<div><button id="check" type="button">${escapeHtml(messages.check!)}</button></div>
<div id="result" role="status" aria-live="polite"></div>
<details><summary>${escapeHtml(messages.how_title!)}</summary><p>${escapeHtml(messages.how!)}</p></details>
</main>
<script type="application/json" id="messages">${scriptJson(messages)}</script>
<script type="module">${script}</script>
</body>
</html>
`;
  return { html, policy };
}
