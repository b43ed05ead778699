// The local PhonePe fake's payment page: what the shopper sees after the shop sends them to the gateway.
// Plain HTML with its own small stylesheet and nothing fetched from elsewhere; one form whose four submit
// buttons say what the "payment" does. Served by the fake (server/dev/fake-phonepe.ts) under its own CSP.

export type PageChoice = "pay" | "fail" | "cancel" | "delay";

export const PAGE_CHOICES: readonly { value: PageChoice; label: string; hint: string }[] = [
  { value: "pay", label: "Pay", hint: "The payment succeeds at once." },
  { value: "fail", label: "Fail", hint: "The bank declines the payment." },
  { value: "cancel", label: "Cancel", hint: "You give up; the payment fails." },
  {
    value: "delay",
    label: "Pay after a delay",
    hint: "The payment stays pending for a few seconds, then succeeds.",
  },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const formatPaise = (paise: number) =>
  (paise / 100).toLocaleString("en-IN", { style: "currency", currency: "INR" });

const STYLE = `body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
dd{margin:0}.choices{display:grid;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1rem;border:2px solid #5f259f;border-radius:.4rem;background:#fff;color:#5f259f;cursor:pointer;text-align:left;width:100%}
button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}button.primary{background:#5f259f;color:#fff}
.hint{margin:.25rem 0 0;font-size:.875rem}.note{font-size:.875rem;color:#4a4a4a}`;

/** The page's Content-Security-Policy: no scripts, its inline stylesheet, and the form may post here and be
 * redirected on to the merchant's origin (Chromium applies form-action to the redirect too). */
export function paymentPageCsp(merchantOrigin: string | undefined): string {
  const formAction = ["'self'", merchantOrigin].filter(Boolean).join(" ");
  return `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body></html>`;
}

export interface PaymentPageOrder {
  merchantName: string;
  merchantOrderId: string;
  amountPaise: number;
  /** Where the form posts (the fake's own /pay/{token}). */
  action: string;
}

export function paymentPage(order: PaymentPageOrder): string {
  // The button's name is its label alone; the hint describes it (aria-describedby).
  const buttons = PAGE_CHOICES.map(
    (choice, i) =>
      `<div><button type="submit" name="choice" value="${choice.value}" aria-describedby="hint-${choice.value}"${i === 0 ? ' class="primary"' : ""}>${escapeHtml(choice.label)}</button>
<p class="hint" id="hint-${choice.value}">${escapeHtml(choice.hint)}</p></div>`,
  ).join("\n");
  return page(
    `Pay ${formatPaise(order.amountPaise)} to ${order.merchantName} (test gateway)`,
    `<h1>Pay ${escapeHtml(order.merchantName)}</h1>
<p class="note">A local stand-in for PhonePe: no money moves. Choose what the payment does.</p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(order.merchantName)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatPaise(order.amountPaise))}</dd>
<dt>Order</dt><dd>${escapeHtml(order.merchantOrderId)}</dd>
</dl>
<form method="post" action="${escapeHtml(order.action)}">
<fieldset class="choices"><legend>Payment outcome</legend>
${buttons}
</fieldset>
</form>`,
  );
}

/** An order that is already settled (or unknown): what happened, and the way back to the merchant. */
export function noticePage(title: string, message: string, returnUrl?: string): string {
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to the merchant</a></p>` : "";
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${back}`);
}
