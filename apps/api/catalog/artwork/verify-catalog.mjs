// Checks the references inside a catalogue file that its zod schema cannot see:
// every asset path exists under apps/web/public, every id reference resolves, ids and cods are unique.
//
//   node apps/api/catalog/artwork/verify-catalog.mjs [apps/api/catalog/hanami-sushi.json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const file = path.resolve(process.argv[2] ?? path.join(here, '../hanami-sushi.json'));
const c = JSON.parse(fs.readFileSync(file, 'utf8'));
const problems = [];
const fail = (msg) => problems.push(msg);

const unique = (label, values) => {
  const seen = new Set();
  for (const v of values) {
    if (seen.has(v)) fail(`duplicate ${label}: ${v}`);
    seen.add(v);
  }
  return seen;
};
const assetExists = (where, p) => {
  if (p && !fs.existsSync(path.join(root, 'apps/web/public', p))) fail(`${where}: missing file ${p}`);
};

const storeIds = unique(
  'store id',
  c.stores.map((s) => s.id),
);
const categoryIds = unique(
  'category id',
  c.categories.map((x) => x.id),
);
const allergenCodes = unique(
  'allergen codigo',
  c.allergens.map((a) => a.codigo),
);
const productCods = unique(
  'product cod',
  c.products.map((p) => p.cod),
);
unique(
  'option group id',
  c.products.flatMap((p) => p.grupos.map((g) => g.id)),
);
unique(
  'option cod',
  c.products.flatMap((p) => p.grupos.flatMap((g) => g.opcoes.map((o) => o.cod))),
);
unique(
  'banner id',
  c.banners.map((b) => b.id),
);
unique(
  'product image',
  c.products.map((p) => p.imagem),
);

if (!storeIds.has(c.brand.defaultStoreId))
  fail(`brand.defaultStoreId ${c.brand.defaultStoreId} is not a store`);
for (const s of c.stores) {
  const bands = s.faixasFrete.map((f) => f.ateKm);
  if (bands.some((km, i) => i > 0 && km <= bands[i - 1])) fail(`store ${s.id}: fee bands not increasing`);
  if (bands.at(-1) < s.raioEntregaKm) fail(`store ${s.id}: fee bands stop before the delivery radius`);
}
for (const x of c.categories) assetExists(`category ${x.id}`, x.icone);
for (const a of c.allergens) assetExists(`allergen ${a.codigo}`, a.icone);
for (const p of c.products) {
  const where = `product ${p.cod}`;
  assetExists(where, p.imagem);
  assetExists(where, p.tabelaNutricional?.imagem);
  if (!categoryIds.has(p.categoriaId)) fail(`${where}: unknown categoriaId ${p.categoriaId}`);
  if (p.precoOriginal !== undefined && p.precoOriginal <= p.preco)
    fail(`${where}: precoOriginal not above preco`);
  for (const a of p.alergenicos ?? [])
    if (!allergenCodes.has(a.codigo)) fail(`${where}: unknown allergen ${a.codigo}`);
  for (const l of p.lojas ?? []) if (!storeIds.has(l.lojaId)) fail(`${where}: unknown lojaId ${l.lojaId}`);
  for (const k of p.kit ?? []) {
    if (!productCods.has(k.cod)) fail(`${where}: kit component ${k.cod} does not exist`);
    if (k.cod === p.cod) fail(`${where}: kit contains itself`);
  }
  if (p.kitDelivery && !p.kit?.length) fail(`${where}: kitDelivery without kit components`);
  for (const g of p.grupos ?? []) {
    if (g.max > g.opcoes.length && g.tipo_opcional !== 'Adicional')
      fail(`${where}: group ${g.id} max above option count`);
    if (g.tipo_opcional === 'Obrigatório' && g.min < 1) fail(`${where}: required group ${g.id} with min 0`);
  }
}
for (const b of c.banners) {
  const where = `banner ${b.id}`;
  assetExists(where, b.imagem);
  if (b.tipo === 'produto' && !productCods.has(b.produto_id))
    fail(`${where}: unknown produto_id ${b.produto_id}`);
  if (b.tipo === 'categoria' && !categoryIds.has(b.categoria_id))
    fail(`${where}: unknown categoria_id ${b.categoria_id}`);
  if (b.tipo === 'link' && !/^https:\/\//.test(b.link ?? ''))
    fail(`${where}: link banner without https link`);
  for (const l of b.lojas ?? []) if (!storeIds.has(l)) fail(`${where}: unknown loja ${l}`);
}
if (!c.banners.some((b) => b.padrao)) fail('no default (padrao) banner');
for (const s of c.suggestions) {
  if (!productCods.has(s.cod)) fail(`suggestion ${s.cod}: unknown product`);
  for (const l of s.lojas ?? []) if (!storeIds.has(l)) fail(`suggestion ${s.cod}: unknown loja ${l}`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.info(
  `${path.basename(file)}: references OK (${c.products.length} products, ${c.stores.length} stores)`,
);
