import { PORTFOLIOS } from '../seed/catalogue';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A deterministic list price per product (EUR). */
function listPrice(productId: number): number {
  return 150 + ((productId * 7919) % 480) * 25;
}

const euro = (value: number) => `€ ${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The provider's price-list page, embedded by the portal in a frame. */
export function pricelistHtml(): string {
  const rows = PORTFOLIOS.filter((portfolio) => portfolio.products.length > 0)
    .map((portfolio) => {
      const products = portfolio.products
        .map((product) => {
          const price = listPrice(product.id);
          return `<tr><td>${escapeHtml(product.model)}</td><td>${escapeHtml(product.name)}</td><td class="num">${euro(price)}</td><td class="num">${euro(Math.round(price * 0.72))}</td></tr>`;
        })
        .join('');
      return `<tbody><tr class="group"><th colspan="4">${escapeHtml(portfolio.name.en)}</th></tr>${products}</tbody>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner price list</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1d2733}
h1{font-size:1.4rem;margin:0 0 4px}
p{margin:0 0 16px;color:#5b6775}
table{border-collapse:collapse;width:100%}
th,td{padding:6px 10px;border-bottom:1px solid #e3e7ec;text-align:left}
td.num{text-align:right;font-variant-numeric:tabular-nums}
tr.group th{background:#f2f5f8;font-size:.95rem}
</style>
</head>
<body>
<h1>Partner price list</h1>
<p>Prices in EUR, excluding VAT. Partner prices apply to orders placed through the partner portal.</p>
<table>
<thead><tr><th>Model</th><th>Product</th><th class="num">List price</th><th class="num">Partner price</th></tr></thead>
${rows}
</table>
</body>
</html>
`;
}
