import { sessionCookie } from './browser.js';

/** The request headers of a signed-in demo account for the API (cookie + the JSON and XHR markers). */
export async function apiHeaders(baseUrl: string, email: string, password: string): Promise<Record<string, string>> {
  const cookie = await sessionCookie(baseUrl, email, password);
  return { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
}

/**
 * The buyer (its API headers) orders one unit of a direct-sale article and pays it through the
 * simulator (Airtel, instant); answers the order number once the order is paid.
 */
export async function buyAndPayDirect(
  baseUrl: string,
  buyer: Record<string, string>,
  product: { id: number; price: number },
  phone = '074010203',
): Promise<string> {
  const reserved = await fetch(`${baseUrl}/api/payments/initiate`, {
    method: 'POST',
    headers: buyer,
    body: JSON.stringify({ product_id: product.id, amount: product.price, quantity: 1 }),
  });
  if (reserved.status !== 201) throw new Error(`order refused: ${reserved.status} ${await reserved.text()}`);
  const order = ((await reserved.json()) as { data: { order_number: string } }).data.order_number;
  const paid = await fetch(`${baseUrl}/api/payments/initiate-from-transaction`, {
    method: 'POST',
    headers: buyer,
    body: JSON.stringify({ phone, operator: phone.startsWith('07') ? 'airtel' : 'moov', order_number: order }),
  });
  if (paid.status !== 201) throw new Error(`payment refused: ${paid.status} ${await paid.text()}`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const orders = (await (await fetch(`${baseUrl}/api/orders?per_page=20`, { headers: buyer })).json()) as {
      data: { order_number: string; status: string }[];
    };
    if (orders.data.find((o) => o.order_number === order)?.status === 'paid') return order;
    if (Date.now() > deadline) throw new Error(`order ${order} not paid`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
