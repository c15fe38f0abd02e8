import { saveBlob } from '../lib/download.js';

/** Where an order's PDF invoice is served (spec 2 §7). */
export const invoiceHref = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/invoice`;

async function invoiceBlob(orderNumber: string): Promise<Blob> {
  const res = await fetch(invoiceHref(orderNumber), {
    credentials: 'same-origin',
    headers: { Accept: 'application/pdf' },
  });
  if (!res.ok) throw new Error(`invoice ${res.status}`);
  return new Blob([await res.arrayBuffer()], { type: 'application/pdf' });
}

export const invoiceFilename = (orderNumber: string) => `facture-${orderNumber}.pdf`;

/** Fetched with the session cookie so that a refusal is reported instead of saving an error page. */
export async function downloadInvoice(orderNumber: string): Promise<void> {
  saveBlob(await invoiceBlob(orderNumber), invoiceFilename(orderNumber));
}

/**
 * Opens the PDF in a new window and prints it. The window is opened before the fetch, while the
 * click still counts as a user gesture; a blocked pop-up falls back to a download ('downloaded').
 */
export async function printInvoice(orderNumber: string): Promise<'printed' | 'downloaded'> {
  const win = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await invoiceBlob(orderNumber);
  } catch (err) {
    win?.close();
    throw err;
  }
  if (!win || win.closed) {
    saveBlob(blob, invoiceFilename(orderNumber));
    return 'downloaded';
  }
  const url = URL.createObjectURL(blob);
  win.location.href = url;
  // the browser's PDF viewer needs a moment before it can print; revoking later keeps the tab usable
  setTimeout(() => {
    try {
      win.focus();
      win.print();
    } catch {
      // a viewer that refuses scripted printing still shows the invoice, with its own print button
    }
  }, 800);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'printed';
}
