// The embedded back office: the HTTP contract of docs/backoffice-api.md, answered from
// fixtures/. Pure request -> response, so the HTTP server and the tests' msw handlers
// share it. Cart lines and leads are kept per visitor token, wishlists and new accounts per
// shopper, while it runs.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** @typedef {{ status: number, body: { code: number, msg: string, data: unknown } }} FixtureResponse */

const ok = (data) => ({ status: 200, body: { code: 200, msg: "ok", data } });
const fail = (status, msg) => ({ status, body: { code: status, msg, data: null } });

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * A fixture login token names its shopper (`fx1.` + the e-mail in base64url), so it holds in
 * every worker's fixture back office and survives a restart. Fixture-only: a real back office
 * issues tokens it can revoke.
 */
const TOKEN_PREFIX = "fx1.";

/** @param {string} email */
export function fixtureLoginToken(email) {
  return TOKEN_PREFIX + Buffer.from(email.toLowerCase(), "utf8").toString("base64url");
}

/** The e-mail a fixture login token names, or null for a guest's client token or anything else. */
function emailOfToken(token) {
  if (typeof token !== "string" || !token.startsWith(TOKEN_PREFIX)) return null;
  const email = Buffer.from(token.slice(TOKEN_PREFIX.length), "base64url").toString("utf8");
  return /^[^@\s]+@[^@\s]+$/.test(email) ? email : null;
}

const WELL_FORMED_EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i;
/** The shortest password the fixture accepts when an account is made. */
const MIN_PASSWORD = 6;

/**
 * @param {{ fixturesDir: string }} options
 */
export function createFixtureBackoffice({ fixturesDir }) {
  /** @type {Map<string, unknown[]>} */
  const carts = new Map();
  /** @type {Map<string, unknown[]>} */
  const leads = new Map();
  /** Helpful votes while the fixture back office runs: visitor -> review id -> 1 (voted). */
  const votes = new Map();
  /** Stock notify sign-ups per visitor, and e-mails registered by the delivery-delay sign-up. */
  const notifies = new Map();
  const registered = new Set();
  /** Accounts made by `user/register` while it runs: e-mail -> password. */
  const accounts = new Map();
  /** Server wishlists: e-mail -> [{skuId, spuId}], newest first (seeded from customers.json). */
  const wishlists = new Map();

  /** The fixture shoppers (customers.json): objects with e-mail, password, names, entityId, member level, a starting wishlist and cart; a bare string is an e-mail with no password. */
  async function customers() {
    const entries = await listOr([], "customers.json");
    return entries
      .map((entry) => (typeof entry === "string" ? { email: entry } : entry))
      .filter((entry) => entry && typeof entry.email === "string")
      .map((entry) => ({ ...entry, email: entry.email.toLowerCase() }));
  }

  async function customerByEmail(email) {
    const lower = String(email ?? "").trim().toLowerCase();
    const known = (await customers()).find((entry) => entry.email === lower);
    if (known) return known;
    if (accounts.has(lower)) return { email: lower, password: accounts.get(lower), level: 0 };
    return registered.has(lower) ? { email: lower, level: 0 } : null;
  }

  /** The logged-in shopper a call is made for (its bearer token), or null for a guest. */
  async function shopperOf(visitor) {
    const email = emailOfToken(visitor);
    return email ? customerByEmail(email) : null;
  }

  async function wishlistOf(customer) {
    if (!wishlists.has(customer.email)) {
      const seed = Array.isArray(customer.wishlist) ? customer.wishlist : [];
      wishlists.set(
        customer.email,
        seed.filter((wish) => wish?.skuId != null).map((wish) => ({ skuId: String(wish.skuId), spuId: wish.spuId != null ? String(wish.spuId) : null })),
      );
    }
    return /** @type {{ skuId: string, spuId: string | null }[]} */ (wishlists.get(customer.email));
  }

  /** The membership product and the anniversary activity (fixtures/member-info.json). */
  const memberInfo = () => listOr(null, "member-info.json");

  /** A catalogue product as a listing card, for wishlist pages and the guest's id lookups. */
  function card(skuId, product) {
    return {
      skuId,
      sku: product.sku ?? null,
      spu: product.spu ?? null,
      spuId: product.spuId ?? null,
      entityId: product.entityId ?? null,
      name: product.name ?? product.goodsName ?? null,
      imageUrl: product.imageUrl ?? null,
      productImage: product.productImage ?? null,
      price: product.price ?? null,
      specialPrice: product.specialPrice ?? null,
      discountedPrice: product.discountedPrice ?? null,
      detailUrl: product.detailUrl ?? null,
      topRated: product.topRated ?? null,
      reviewCount: product.reviewCount ?? null,
    };
  }

  const skuIdsOf = (body) =>
    (Array.isArray(body?.skuIdList) ? body.skuIdList : body?.skuId != null ? [body.skuId] : []).map(String);

  /** A login or register answer: the token and who, or `info.msg` saying why not. */
  const loggedIn = (customer) =>
    ok({ info: { token: fixtureLoginToken(customer.email), email: customer.email, firstName: customer.firstName ?? null, entityId: customer.entityId ?? null } });
  const refused = (msg) => ok({ info: { msg } });
  const needsLogin = () => fail(401, "log in first: this call needs a shopper's token");

  /** A review as one visitor sees it: their own helpfulType, the count with every visitor's vote. */
  function withVotes(review, visitor) {
    const id = String(review.reviewId);
    let others = 0;
    for (const byReview of votes.values()) if (byReview.get(id) === 1) others += 1;
    return { ...review, helpfulType: votes.get(visitor)?.get(id) === 1 ? 1 : 0, helpfulCount: Number(review.helpfulCount ?? 0) + others };
  }

  async function readJson(...parts) {
    try {
      return { found: true, value: JSON.parse(await readFile(path.join(fixturesDir, ...parts), "utf8")) };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return { found: false, value: undefined };
      throw error;
    }
  }

  async function listOr(fallback, ...parts) {
    const file = await readJson(...parts);
    return file.found ? file.value : fallback;
  }

  /** @param {string} visitor */
  function cartOf(visitor) {
    if (!carts.has(visitor)) carts.set(visitor, []);
    return /** @type {{ productId: string, quantity: number, addToCartTime: unknown, giftWrapId?: string }[]} */ (carts.get(visitor));
  }

  /**
   * A fixture shopper's cart starts with the `cart` lines of customers.json (the membership
   * already in it, for the Premier paths), the first time it is asked for or added to.
   */
  async function seedCart(visitor) {
    if (carts.has(visitor)) return;
    const seed = (await shopperOf(visitor))?.cart;
    if (carts.has(visitor) || !Array.isArray(seed)) return;
    carts.set(
      visitor,
      seed.filter((line) => line?.productId != null).map((line) => ({ productId: String(line.productId), quantity: Number(line.quantity) > 0 ? Number(line.quantity) : 1, addToCartTime: 0 })),
    );
  }

  /** Adds one of a product to a visitor's cart: a product already there gains a unit (and takes the latest delivery service). */
  function addLine(visitor, productId, addToCartTime, giftWrapId) {
    const cart = cartOf(visitor);
    const line = cart.find((entry) => entry.productId === productId);
    if (line) line.quantity += 1;
    else cart.push({ productId, quantity: 1, addToCartTime });
    if (giftWrapId != null) (line ?? cart[cart.length - 1]).giftWrapId = String(giftWrapId);
  }

  /**
   * Every product the fixtures know, by skuId: listing cards, not-found recommendations and
   * scene hotspots, so a cart line can show what was added wherever it came from.
   */
  async function catalog() {
    const known = new Map();
    const remember = (product) => {
      if (product && typeof product === "object" && product.skuId != null && !known.has(String(product.skuId))) {
        known.set(String(product.skuId), product);
      }
      // A card's colour swatch is another SKU of the same product: its line shows the colour and picture.
      for (const swatch of Array.isArray(product?.colorAttrValueVOList) ? product.colorAttrValueVOList : []) {
        const id = swatch?.entityId != null ? String(swatch.entityId) : null;
        if (id && !known.has(id)) {
          const name = product.name ?? product.goodsName;
          known.set(id, { ...product, skuId: id, name: swatch.value && name ? `${name} (${swatch.value})` : name, imageUrl: swatch.pic?.path ?? product.imageUrl });
        }
      }
    };
    // Product pages know each SKU best: its own name (with the variant), picture and price.
    for (const product of await productFiles()) {
      for (const sku of skusOf(product)) {
        remember({ ...sku, imageUrl: sku.productMediaList?.[0]?.imageUrl ?? sku.productImage?.image?.path ?? null });
      }
      // Sofa accessories are added to the cart by their own id.
      for (const accessory of product.accessories ?? []) {
        const id = accessory.skuId ?? accessory.entityId;
        if (id != null) remember({ skuId: id, name: accessory.accessoriesName, imageUrl: accessory.image ?? null, specialPrice: accessory.salePrice ?? null });
      }
    }
    const lists = await listOr({}, "product-lists.json");
    for (const activity of Object.values(lists)) for (const tab of Object.values(activity ?? {})) (tab ?? []).forEach(remember);
    (await listOr([], "not-found-products.json")).forEach(remember);
    for (const scene of await listOr([], "scenes.json")) (scene?.anchorPointVOList ?? []).forEach(remember);
    // Influencer posts carry their product (docs/backoffice-api.md).
    for (const post of await listOr([], "influencers.json")) remember(post?.product);
    // The Premier membership (SKU TPVIP1) is sold as its own cart item, at its activity price.
    const membership = await memberInfo();
    if (membership?.skuId != null) remember({ ...membership, specialPrice: membership.activityAmount ?? membership.amount, price: membership.amount });
    return known;
  }

  /**
   * Product fixtures: `products/{slug}.json` holds the model response of `/{slug}.html` and
   * the product's side data (delivery, coupons, reviews), found by path, sku or spu.
   */
  async function productFiles() {
    let names = [];
    try {
      names = (await readdir(path.join(fixturesDir, "products"))).filter((name) => name.endsWith(".json"));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
    }
    return Promise.all(names.map(async (name) => ({ slug: name.slice(0, -5), ...(await readJson("products", name)).value })));
  }

  const skusOf = (product) => (product.model?.productDetailVOList ?? []).flatMap((detail) => detail.skuList ?? []);

  async function productBySku(sku) {
    return (await productFiles()).find((product) => skusOf(product).some((entry) => String(entry.sku) === String(sku) || String(entry.skuId) === String(sku)));
  }

  async function productBySpuId(spuId) {
    return (await productFiles()).find((product) =>
      (product.model?.productDetailVOList ?? []).some((detail) => String(detail.spuInfo?.spuId) === String(spuId) || detail.spuInfo?.spu === spuId),
    );
  }

  /** A per-SKU fixture map: the SKU's own entry (an explicit null is "no data"), else "default". */
  const forSku = (map, sku) => (map ? (Object.hasOwn(map, String(sku)) ? map[String(sku)] : (map.default ?? null)) : null);

  /** A SKU as a kit item's skuList entry: its sale attribute labels name it. */
  const kitSku = (sku) => ({
    skuId: String(sku.skuId),
    sku: sku.sku,
    entityId: sku.entityId ?? null,
    price: sku.price ?? null,
    specialPrice: sku.specialPrice,
    isFlashSale: Boolean(sku.isFlashSale),
    flashSalePrice: sku.flashSalePrice ?? null,
    imageUrl: sku.productMediaList?.[0]?.imageUrl ?? null,
    label: (sku.saleValueList ?? []).map((value) => value?.attributeLabel).filter(Boolean).join(" / ") || sku.sku,
  });

  /**
   * A kit item of kits.json names a SKU ({sku}); the rest is read from its product file, so a
   * kit shows what the product page shows. Other fields given in the entry win.
   */
  async function kitItem(entry, isMain) {
    const product = await productBySku(entry?.sku);
    const detail = product?.model?.productDetailVOList?.[0];
    const listed = (detail?.skuList ?? []).find((sku) => String(sku.sku) === String(entry.sku));
    if (!detail || !listed) return null;
    return {
      sku: listed.sku,
      skuId: String(listed.skuId),
      spu: detail.spuInfo.spu,
      spuId: detail.spuInfo.spuId,
      entityId: listed.entityId ?? null,
      firstCategoryId: detail.spuInfo.firstCategoryId ?? null,
      name: String(detail.spuInfo.name ?? listed.sku).split(",")[0],
      imageUrl: listed.productMediaList?.[0]?.imageUrl ?? null,
      detailUrl: `/${product.slug}.html`,
      price: listed.price ?? null,
      specialPrice: listed.specialPrice,
      discountedPrice: listed.discountedPrice ?? null,
      quantity: 1,
      isFlashSale: Boolean(listed.isFlashSale),
      flashSalePrice: listed.flashSalePrice ?? null,
      isMain: isMain ? 1 : 0,
      topRated: detail.spuInfo.topRated ?? null,
      isPick: isMain ? null : true,
      discountAmount: listed.discountAmount ?? null,
      discountRate: listed.discountRate ?? null,
      skuList: detail.skuList.map(kitSku),
      ...entry,
    };
  }

  async function kitOf(kit) {
    const items = async (list, isMain) => (await Promise.all((Array.isArray(list) ? list : []).map((entry) => kitItem(entry, isMain)))).filter(Boolean);
    return { ...kit, mainProductList: await items(kit.mainProductList, true), optionProductList: await items(kit.optionProductList, false) };
  }

  const cents = (amount) => Math.round(amount * 100) / 100;

  /** @type {Record<string, (body: any, visitor: string) => Promise<FixtureResponse>>} */
  const routes = {
    async "detail/kit-list"(body) {
      // kits.json: `kits` maps a product's spu to its kits (asked by any of its SKUs); "fail" stands for a back office that errs on it.
      const product = await productBySku(body?.skuId);
      const spu = product?.model?.productDetailVOList?.[0]?.spuInfo?.spu;
      const kits = (await listOr({}, "kits.json")).kits?.[String(spu ?? "")];
      if (kits === "fail") return fail(500, `kit list of ${body?.skuId} failed`);
      return ok({ kitList: Array.isArray(kits) ? await Promise.all(kits.map(kitOf)) : [] });
    },
    async "detail/sku-max-discount"(body) {
      // kits.json: `nItemRates` (items -> percent off what is paid for them); `slowDiscounts`
      // answer a set of SKUs only after `ms`, so a test can have a later answer overtake it.
      const list = Array.isArray(body?.skuDiscountDataList) ? body.skuDiscountDataList : [];
      const { nItemRates = {}, slowDiscounts = [] } = await listOr({}, "kits.json");
      const skus = list.map((entry) => String(entry?.sku)).sort();
      const slow = slowDiscounts.find((entry) => [...(entry.skus ?? [])].map(String).sort().join() === skus.join());
      if (slow) await new Promise((resolve) => setTimeout(resolve, Number(slow.ms) || 0));
      const rate = Number(nItemRates[String(list.length)] ?? 0) / 100;
      const paid = (entry) => Number(entry?.isFlashSale && entry.flashSalePrice != null ? entry.flashSalePrice : entry?.specialPrice) || 0;
      const skuDiscountList = list.map((entry) => ({
        sku: entry?.sku,
        isMain: entry?.isMain ?? 0,
        discountAmount: cents(paid(entry) * rate),
        discountRate: rate * 100,
        discountedPrice: cents(paid(entry) * (1 - rate)),
      }));
      const discountAmount = cents(list.reduce((sum, entry) => sum + paid(entry), 0) * rate);
      return ok({ skuDiscountList, discountAmount, couponVO: { discountAmount: 0 } });
    },
    async "cart/add-combination"(body, visitor) {
      const lines = Array.isArray(body?.giftWrapIdProductIdList) ? body.giftWrapIdProductIdList : [];
      if (!body?.kitId || !body?.mainProductId || lines.length < 2 || lines.some((line) => !line?.productId)) {
        return fail(400, "kitId, mainProductId and at least 2 giftWrapIdProductIdList entries with a productId are required");
      }
      // kits.json: `refusedSkus` maps a SKU to the msg the back office refuses a kit holding it with (code 4001).
      const { refusedSkus = {} } = await listOr({}, "kits.json");
      const products = await catalog();
      for (const line of lines) {
        const sku = products.get(String(line.productId))?.sku;
        if (sku != null && Object.hasOwn(refusedSkus, String(sku))) return { status: 200, body: { code: 4001, msg: refusedSkus[String(sku)], data: null } };
      }
      await seedCart(visitor);
      const addToCartTime = Date.now();
      for (const line of lines) addLine(visitor, String(line.productId), addToCartTime, line.giftWrapId ? line.giftWrapId : undefined);
      return ok(true);
    },
    async "landing/template-detail"(body) {
      const urlKey = String(body?.urlKey ?? "");
      if (!SAFE_KEY.test(urlKey)) return fail(404, `no template "${urlKey}"`);
      const file = await readJson("templates", `${urlKey}.json`);
      return file.found ? ok(file.value) : fail(404, `no template "${urlKey}"`);
    },
    async "landing/product-list"(body) {
      const lists = await listOr({}, "product-lists.json");
      const activity = lists[String(body?.activityId)] ?? {};
      const all = activity[String(body?.tabName ?? "")] ?? Object.values(activity)[0] ?? [];
      const top = Array.isArray(body?.topSpuList) ? body.topSpuList.map(String) : [];
      const pinned = [...all.filter((p) => top.includes(p.spu)), ...all.filter((p) => !top.includes(p.spu))];
      const pageSize = Number(body?.pageSize) > 0 ? Number(body.pageSize) : 12;
      const page = Number(body?.page) > 0 ? Number(body.page) : 1;
      const items = pinned.slice((page - 1) * pageSize, page * pageSize);
      return ok({ items, total: pinned.length, maxPage: Math.ceil(pinned.length / pageSize), tabRule: 1 });
    },
    async "landing/truck-product-sales"() {
      return ok({ items: [], total: 0, maxPage: 0 });
    },
    async "landing/shop-by-room-list"(body) {
      const scenes = await listOr([], "scenes.json");
      const ids = (Array.isArray(body?.ids) ? body.ids : []).map(String);
      return ok(ids.map((id) => scenes.find((scene) => String(scene.id) === id)).filter(Boolean));
    },
    async "home/product-discount"(body) {
      const discounts = await listOr({}, "discounts.json");
      const skus = (Array.isArray(body?.skuIdList) ? body.skuIdList : []).map(String).sort();
      return ok({ maxDiscountAmount: discounts[skus.join(",")] ?? 0 });
    },
    async "home/influencer-list"() {
      return ok(await listOr([], "influencers.json"));
    },
    async "home/room-categories"() {
      // A category's scenes may be written as ids of scenes.json: the answer carries the whole
      // scenes, as the back office sends them, without copying the rooms into the fixture.
      const scenes = await listOr([], "scenes.json");
      const categories = await listOr([], "room-categories.json");
      const sceneOf = (entry) => (entry !== null && typeof entry === "object" ? entry : scenes.find((scene) => String(scene.id) === String(entry)));
      return ok(
        (Array.isArray(categories) ? categories : []).map((category) => ({
          ...category,
          shopByRoomVOList: (Array.isArray(category?.shopByRoomVOList) ? category.shopByRoomVOList : []).map(sceneOf).filter(Boolean),
        })),
      );
    },
    async "checkout/region-list"() {
      return ok(await listOr([], "regions.json"));
    },
    async "detail/not-found-product-list"() {
      const items = await listOr([], "not-found-products.json");
      return ok({ items, total: items.length, maxPage: 1 });
    },
    async "detail/model-product-list"(body) {
      // "/harlow-sofa.html", "/ads-detail/harlow-sofa.html" and "min-detail" all name the slug.
      const slug = String(body?.path ?? "")
        .replace(/^\/+/, "")
        .replace(/^(ads-detail|min-detail)\//, "")
        .replace(/\.html$/, "");
      if (!SAFE_KEY.test(slug)) return fail(404, `no product at "${body?.path}"`);
      const file = await readJson("products", `${slug}.json`);
      return file.found ? ok(file.value.model) : fail(404, `no product at "${body?.path}"`);
    },
    async "detail/delivery-description"(body) {
      const product = await productBySku(body?.sku);
      const delivery = forSku(product?.delivery, body?.sku);
      // `deliveryByRegion.{regionCode}` overrides fields for a shopper in that region (a saved postcode).
      const regional = product?.deliveryByRegion?.[String(body?.regionCode ?? "")];
      return ok(delivery && regional ? { ...delivery, ...regional } : delivery);
    },
    async "detail/check-zip-code"(body) {
      // fixtures/zip-codes.json: postcode (spaces removed, upper case) -> the zip object; any other postcode is not served.
      const key = String(body?.postcode ?? "").replace(/\s+/g, "").toUpperCase();
      const known = await listOr({}, "zip-codes.json");
      return ok(Object.hasOwn(known, key) && known[key] ? known[key] : { postcode: null });
    },
    async "detail/content-block"(body) {
      const blocks = await listOr({}, "content-blocks.json");
      const id = String(body?.identifier ?? "");
      return Object.hasOwn(blocks, id) ? ok(blocks[id]) : fail(404, `no content block "${id}"`);
    },
    async "detail/widget-key"(body) {
      // fixtures/widget-keys.json: key -> its comma-separated texts, answered as the JSON string the spec describes.
      const keys = await listOr({}, "widget-keys.json");
      const key = String(body?.key ?? "");
      return Object.hasOwn(keys, key) ? ok(JSON.stringify({ [key]: keys[key] })) : ok(null);
    },
    async "cart/wrap-list"(body) {
      const product = await productBySku(body?.sku);
      return ok(forSku(product?.wraps, body?.sku) ?? []);
    },
    async "detail/coupon-list"(body) {
      const product = await productBySku(body?.sku);
      return ok(forSku(product?.coupons, body?.sku));
    },
    async "reviews/summary"(body) {
      const product = await productBySpuId(body?.spuId);
      return ok(product?.reviewSummary ?? { ratingSummary: 0, reviewsCount: 0 });
    },
    async "reviews/list"(body, visitor) {
      const product = await productBySpuId(body?.spuId);
      let reviews = [...(product?.reviews ?? [])].map((review) => withVotes(review, visitor));
      if (body?.withImages) reviews = reviews.filter((review) => (review.imageList ?? []).length > 0);
      const types = (Array.isArray(body?.reviewTypeIdList) ? body.reviewTypeIdList : []).map(String).filter((id) => id !== "-1");
      if (types.length > 0) reviews = reviews.filter((review) => types.includes(String(review.reviewTypeId)));
      const stores = Array.isArray(body?.storeIdList) ? body.storeIdList.map(Number) : [];
      if (stores.length > 0) reviews = reviews.filter((review) => stores.includes(Number(review.storeId)));
      // MM/DD/YYYY sorts as a date once reordered.
      const dateKey = (review) => String(review.reviewDateTime ?? "").replace(/^(\d\d)\/(\d\d)\/(\d{4}).*$/, "$3$1$2");
      const key = body?.sortAs === "DATE" ? dateKey : (review) => Number(review.reviewRating ?? 0);
      const direction = body?.sortType === "ASC" ? 1 : -1;
      reviews.sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0));
      const pageSize = Number(body?.pageSize) > 0 ? Number(body.pageSize) : 10;
      const page = Number(body?.page) > 0 ? Number(body.page) : 1;
      const items = body?.isLimitOne ? reviews.slice(0, 1) : reviews.slice((page - 1) * pageSize, page * pageSize);
      return ok({ items, page, maxPage: Math.ceil(reviews.length / pageSize), total: reviews.length });
    },
    async "reviews/types"() {
      return ok(await listOr([], "review-types.json"));
    },
    async "reviews/helpful"(body, visitor) {
      if (!body?.reviewId || (body.type !== 0 && body.type !== 1)) return fail(400, "reviewId and type (0 or 1) are required");
      const id = String(body.reviewId);
      const review = (await productFiles()).flatMap((product) => product.reviews ?? []).find((entry) => String(entry.reviewId) === id);
      if (!review) return fail(404, `no review ${id}`);
      // One vote per visitor and review: type 1 votes, type 0 takes the vote back.
      if (!votes.has(visitor)) votes.set(visitor, new Map());
      if (body.type === 1) votes.get(visitor).set(id, 1);
      else votes.get(visitor).delete(id);
      return ok(true);
    },
    async "reviews/weight-images"(body) {
      const product = await productBySpuId(body?.spuId);
      return ok({ imageList: product?.reviewWeightImages ?? [] });
    },
    async "reviews/is-order"(body) {
      // fixtures/review-orders.json: {orderId: {customerEmail, spuIdList}}.
      const orders = await listOr({}, "review-orders.json");
      const order = Object.hasOwn(orders, String(body?.orderId)) ? orders[String(body.orderId)] : null;
      const holds = order && (order.spuIdList ?? []).map(String).includes(String(body?.spuId));
      return ok({ customerEmail: holds ? order.customerEmail : null });
    },
    async "home/new-home-detail"() {
      return ok(await listOr(null, "home-detail.json"));
    },
    async "detail/ottoman-list"(body) {
      const product = await productBySku(body?.sku);
      return ok(forSku(product?.ottomans, body?.sku) ?? []);
    },
    async "detail/accessories-list"(body) {
      const product = await productBySpuId(body?.spuId);
      return ok(product?.accessories ?? []);
    },
    async "detail/quick-dispatch-list"(body) {
      const product = await productBySku(body?.sku);
      return ok(product?.quickDispatch ?? []);
    },
    async "detail/recommended-by-spu"(body) {
      const product = await productBySku(body?.sku);
      return ok(product?.similar ?? []);
    },
    async "detail/social-media-list"(body) {
      // social-media.json maps a spu to its posts; "fail" stands for a back office that errs on it.
      const posts = (await listOr({}, "social-media.json"))[String(body?.spu ?? "")];
      if (posts === "fail") return fail(500, `social media list of ${body?.spu} failed`);
      return ok(Array.isArray(posts) ? posts : []);
    },
    async "detail/product-shop-by-room"(body) {
      // The rooms of scenes.json with a hotspot on one of the product's SKUs, in file order.
      const product = await productBySpuId(body?.spuId ?? body?.spu);
      const skuIds = new Set((product ? skusOf(product) : []).map((sku) => String(sku.skuId)));
      const scenes = await listOr([], "scenes.json");
      return ok(scenes.filter((scene) => (scene?.anchorPointVOList ?? []).some((point) => point?.skuId != null && skuIds.has(String(point.skuId)))));
    },
    async "detail/recommend-list"(body) {
      // recommendations.json maps a SKU to People Also Like's list; "fail" stands for a back office that errs on it.
      const items = (await listOr({}, "recommendations.json"))[String(body?.sku ?? "")];
      if (items === "fail") return fail(500, `recommend list of ${body?.sku} failed`);
      return ok({ productDetailRecommendList: Array.isArray(items) ? items : [] });
    },
    async "detail/more-from-collection"(body) {
      // collections.json maps a spu to its collection's products (Get the look); "fail" as above.
      const items = (await listOr({}, "collections.json"))[String(body?.spu ?? "")];
      if (items === "fail") return fail(500, `collection of ${body?.spu} failed`);
      return ok(Array.isArray(items) ? items : []);
    },
    async "detail/stock-notify"(body, visitor) {
      if (!body?.sku || !body?.email) return fail(400, "sku and email are required");
      if (!(await productBySku(body.sku))) return fail(404, `no product with sku ${body.sku}`);
      if (!notifies.has(visitor)) notifies.set(visitor, []);
      notifies.get(visitor)?.push(body);
      return ok(true);
    },
    async "user/check-customer"(body) {
      return ok((await customerByEmail(body?.email)) !== null);
    },
    async "user/login-or-register"(body) {
      const email = String(body?.email ?? "").toLowerCase();
      if (!WELL_FORMED_EMAIL.test(email)) return ok({ info: null, msg: "This e-mail address cannot be registered" });
      registered.add(email);
      return ok({ info: { email } });
    },
    async "user/login"(body) {
      const customer = await customerByEmail(body?.email);
      if (!customer || typeof customer.password !== "string") return refused("There is no account with this e-mail address yet. Create one instead.");
      if (String(body?.password ?? "") !== customer.password) return refused("The e-mail address or password is not right. Please try again.");
      return loggedIn(customer);
    },
    async "user/register"(body) {
      const email = String(body?.email ?? "").trim().toLowerCase();
      const password = String(body?.password ?? "");
      if (!WELL_FORMED_EMAIL.test(email)) return refused("This e-mail address cannot be registered");
      const existing = await customerByEmail(email);
      if (existing && typeof existing.password === "string") return refused("An account with this e-mail address already exists. Log in instead.");
      if (password.length < MIN_PASSWORD) return refused(`Choose a password of at least ${MIN_PASSWORD} characters.`);
      accounts.set(email, password);
      registered.add(email);
      return loggedIn((await customerByEmail(email)) ?? { email });
    },
    async "user/info"(_body, visitor) {
      const customer = await shopperOf(visitor);
      if (!customer) return needsLogin();
      return ok({ email: customer.email, firstName: customer.firstName ?? null, lastName: customer.lastName ?? null, entityId: customer.entityId ?? null });
    },
    async "user/member-info"(body) {
      const info = await memberInfo();
      if (!info) return ok(null);
      const customer = await customerByEmail(body?.email);
      return ok({ ...info, level: Number(customer?.level ?? 0) });
    },
    async "wishlist/my-list"(body, visitor) {
      const customer = await shopperOf(visitor);
      if (!customer) return needsLogin();
      const products = await catalog();
      const wishes = await wishlistOf(customer);
      const pageSize = Number(body?.pageSize) > 0 ? Number(body.pageSize) : 12;
      const page = Number(body?.page) > 0 ? Number(body.page) : 1;
      const items = wishes.slice((page - 1) * pageSize, page * pageSize).map((wish) => card(wish.skuId, products.get(wish.skuId) ?? { spuId: wish.spuId }));
      return ok({ items, total: wishes.length, maxPage: Math.ceil(wishes.length / pageSize), page });
    },
    async "wishlist/add"(body, visitor) {
      const customer = await shopperOf(visitor);
      if (!customer) return needsLogin();
      if (body?.skuId == null || body.skuId === "") return fail(400, "skuId is required");
      const skuId = String(body.skuId);
      if (!(await catalog()).has(skuId)) return fail(404, `no product with skuId ${skuId}`);
      const wishes = await wishlistOf(customer);
      if (!wishes.some((wish) => wish.skuId === skuId)) wishes.unshift({ skuId, spuId: body.spuId != null ? String(body.spuId) : null });
      return ok(true);
    },
    async "wishlist/remove"(body, visitor) {
      const customer = await shopperOf(visitor);
      if (!customer) return needsLogin();
      if (body?.skuId == null || body.skuId === "") return fail(400, "skuId is required");
      const wishes = await wishlistOf(customer);
      wishlists.set(
        customer.email,
        wishes.filter((wish) => wish.skuId !== String(body.skuId)),
      );
      return ok(true);
    },
    async "wishlist/is-in"(body, visitor) {
      const customer = await shopperOf(visitor);
      if (!customer) return needsLogin();
      const held = new Set((await wishlistOf(customer)).map((wish) => wish.skuId));
      return ok(skuIdsOf(body).filter((skuId) => held.has(skuId)).map((skuId) => ({ skuId })));
    },
    async "wishlist/sku-list"(body) {
      const products = await catalog();
      return ok(skuIdsOf(body).filter((skuId) => products.has(skuId)).map((skuId) => card(skuId, products.get(skuId))));
    },
    async "landing/lead"(body, visitor) {
      if (!body?.urlKey || !body?.content) return fail(400, "urlKey and content are required");
      if (!leads.has(visitor)) leads.set(visitor, []);
      leads.get(visitor)?.push(body);
      return ok(true);
    },
    async "cart/add"(body, visitor) {
      if (!body?.productId) return fail(400, "productId is required");
      await seedCart(visitor);
      addLine(visitor, String(body.productId), body.addToCartTime, body.giftWrapId);
      return ok(true);
    },
    async "cart/add-batch"(body, visitor) {
      if (!Array.isArray(body) || body.length === 0) return fail(400, "a non-empty list of cart lines is required");
      if (body.some((line) => !line?.productId)) return fail(400, "every cart line needs a productId");
      await seedCart(visitor);
      for (const line of body) addLine(visitor, String(line.productId), line.addToCartTime);
      return ok(true);
    },
    async "cart/info"(_body, visitor) {
      await seedCart(visitor);
      const products = await catalog();
      const membership = await memberInfo();
      const lines = cartOf(visitor).map((line) => {
        const product = products.get(line.productId) ?? {};
        return {
          productId: line.productId,
          quantity: line.quantity,
          name: product.name ?? product.goodsName ?? null,
          imageUrl: product.imageUrl ?? null,
          specialPrice: product.specialPrice ?? null,
          detailUrl: product.detailUrl ?? null,
          isMemberSku: membership?.skuId != null && String(membership.skuId) === line.productId,
        };
      });
      return ok({ shoppingCartDetailVOList: lines, count: lines.reduce((sum, line) => sum + line.quantity, 0) });
    },
  };

  return {
    /**
     * @param {string} call the path after /api/
     * @param {unknown} body the parsed JSON body
     * @param {{ storeId?: string | null, visitor?: string | null }} caller
     * @returns {Promise<FixtureResponse>}
     */
    async handle(call, body, caller) {
      const route = routes[call];
      if (!route) return fail(404, `no such call: ${call}`);
      return route(body, caller.visitor ?? "anonymous");
    },
    /** For tests and the fixture server's own inspection. */
    state: { carts, leads, votes, notifies, registered, accounts, wishlists },
  };
}

/** The visitor a request belongs to: the login token, else the guest client token. */
export function visitorOf(headers) {
  const auth = headers.get("authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7);
  return headers.get("x-client-token");
}
