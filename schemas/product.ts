import { z } from "zod";
import { sanitizeRichHtml } from "./rules/rich-html.server";
import { promotionTips } from "./rules/product/activity";
import { listingProductSchema } from "./backoffice";
import { idText, itemList, jsonish, link, mediaUrl, numberish, optionalNumberish, optionalText } from "./lib/fields";
import { describeIssues, safeParseFriendly } from "./lib/issues";
import { lenient, lenientFields, lenientList } from "./lib/lenient";
import { collectNotes } from "./lib/notes";

/**
 * The product detail data (detail spec 3) as "getModelProductList" returns it, checked at
 * the boundary and normalised into the shapes the detail page reads. Back-office data is
 * loose: numbers arrive as strings, lists as null, objects as JSON strings.
 *
 * The model answer is read field by field (issue 20, docs/robustness.md#products): a field
 * the page can do without reads as absent when it cannot be read, a list item (a SKU, a
 * medium, a sale value…) that cannot be read is left out, each with a note; the product is
 * refused only without what a page needs (`PRODUCT_MINIMUM`).
 */

const list = <S extends z.ZodType>(item: S) =>
  jsonish(z.array(item).nullish()).transform((items) => (items ?? []) as z.output<S>[]);

const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((value) => value === true || value === 1 || value === "1" || value === "true");

/** An image of productImage: path and relativePath; the path is what the page shows. */
const imagePath = z
  .looseObject(lenientFields({ path: mediaUrl, relativePath: optionalText, label: optionalText }))
  .nullish()
  .transform((image) => image?.path);

export const MEDIA_KINDS = ["image", "external-video", "comment", "gif", "size-chart", "3d-model"] as const;

/** A gallery item. mediaType may be a word or the back office's number; unknown kinds count as images. */
export const mediaItemSchema = z
  .looseObject({
    mediaType: z.union([z.string(), z.number()]).nullish(),
    imageUrl: mediaUrl,
    smallImageUrl: mediaUrl,
    coverImageUrl: mediaUrl,
    videoUrl: mediaUrl,
    recordId: idText.nullish(),
    label: optionalText,
    position: optionalNumberish,
  })
  .transform((media) => {
    const type = String(media.mediaType ?? "image").toLowerCase();
    const kind: (typeof MEDIA_KINDS)[number] =
      type === "2" || type.includes("video")
        ? "external-video"
        : type === "comment"
          ? "comment"
          : /\.gif(\?|$)/i.test(media.imageUrl ?? "")
            ? "gif"
            : "image";
    return {
      kind,
      imageUrl: media.imageUrl,
      thumbnailUrl: media.smallImageUrl ?? media.coverImageUrl ?? media.imageUrl,
      videoUrl: media.videoUrl,
      coverUrl: media.coverImageUrl ?? media.imageUrl,
      recordId: media.recordId ?? undefined,
      label: media.label,
      position: media.position,
    };
  });

export const imageCategorySchema = z.looseObject(
  lenientFields({
    imageCategory: optionalText,
    imageCategoryName: optionalText,
    imageCount: optionalNumberish,
    imageRecordIdList: lenientList(idText, "record id"),
  }),
);

export const saleValueSchema = z.looseObject(lenientFields({ attributeCode: z.string(), attributeLabel: optionalText, value: idText }, ["attributeCode", "value"]));

export const skuSchema = z
  .looseObject(
    lenientFields(
      {
        sku: z.string().min(1),
        skuId: idText,
        entityId: idText.nullish(),
        spu: optionalText,
        spuId: idText.nullish(),
        name: optionalText,
        productName: optionalText,
        price: optionalNumberish,
        specialPrice: numberish,
        discountedPrice: optionalNumberish,
        discountAmount: optionalNumberish,
        discountRate: optionalNumberish,
        isFlashSale: flag,
        flashSalePrice: optionalNumberish,
        status: optionalNumberish,
        salableQuantity: optionalNumberish,
        saleValueList: lenientList(saleValueSchema, "sale value"),
        shopifyProductId: optionalText,
        detailUrl: link,
        isNew: flag,
        /** Whether the out-of-stock notify field shows; absent counts as shown (false once notified). */
        isShowEmailInput: z
          .union([z.boolean(), z.number(), z.string()])
          .nullish()
          .transform((value) => !(value === false || value === 0 || value === "0" || value === "false")),
        productImage: z
          .looseObject(
            lenientFields({
              image: imagePath,
              thumbnailImage: imagePath,
              scene1Image: imagePath,
              scene2Image: imagePath,
              grayImage: imagePath,
              sizeImage: imagePath,
            }),
          )
          .nullish(),
        productMediaList: lenientList(mediaItemSchema, "medium"),
        imageCategoryNavigateList: lenientList(imageCategorySchema, "image category"),
        specifications: jsonish(z.record(z.string(), z.unknown()).nullish()),
        dimensions: jsonish(z.record(z.string(), z.unknown()).nullish()),
        starRating: jsonish(
          z
            .looseObject({
              showStarRating: optionalNumberish,
              starRating: z.record(z.string(), numberish).nullish(),
            })
            .nullish(),
        ),
      },
      // A SKU is what the shopper buys: without its code, id or price it cannot be offered.
      ["sku", "skuId", "specialPrice"],
    ),
  )
  .transform((sku) => ({
    ...sku,
    name: sku.name ?? sku.productName,
    status: sku.status ?? 0,
    salableQuantity: sku.salableQuantity ?? 0,
    /** Attribute code -> value, for matching selections. */
    values: Object.fromEntries(sku.saleValueList.map((entry) => [entry.attributeCode, entry.value])) as Record<string, string>,
  }));

export const saleAttributeSchema = z
  .looseObject(
    lenientFields(
      {
        attributeCode: z.string(),
        translateName: optionalText,
        valueList: lenientList(z.looseObject(lenientFields({ attributeLabel: optionalText, value: idText, image: mediaUrl, isDisabled: flag }, ["value"])), "value"),
      },
      ["attributeCode"],
    ),
  )
  .transform((attribute) => ({
    code: attribute.attributeCode,
    name: attribute.translateName ?? attribute.attributeCode,
    values: attribute.valueList.map((value) => ({
      value: value.value,
      label: value.attributeLabel ?? value.value,
      image: value.image,
      // Recliner options may come disabled (detail spec 3, "Sofa recliner option").
      ...(value.isDisabled ? { disabled: true } : {}),
    })),
  }));

export const spuInfoSchema = z.looseObject(
  lenientFields(
    {
      spu: z.string().min(1),
      spuId: idText,
      entityId: idText.nullish(),
      sku: optionalText,
      name: optionalText,
      specialPrice: optionalNumberish,
      topRated: optionalNumberish,
      reviewCount: optionalNumberish,
      brandInfo: optionalText,
      productType: optionalText,
      threeDimensionalId: optionalText,
      threeDimensionalUrl: optionalText,
      productMediaList: lenientList(mediaItemSchema, "medium"),
      environmentalLabel: optionalText,
      goodsSubscriptVO: z.looseObject({ name: optionalText, pcCopywriting: optionalText, mobileCopywriting: optionalText }).nullish(),
      isNew: flag,
      isHideFreeShipping: flag,
      tagKeyList: lenientList(z.looseObject(lenientFields({ name: optionalText })), "tag"),
      // Crowdfunding (detail spec 4): the listing card's fields, read from the detail's spuInfo (docs/decisions/promotions.md).
      isCrowdfund: flag,
      crowdfundStatus: optionalNumberish,
      duringAmount: optionalNumberish,
      successAmount: optionalNumberish,
      barPercentage: optionalNumberish,
    },
    // The product's code and id name it in every side call.
    ["spu", "spuId"],
  ),
);

/**
 * The activity / promotion banner's info (detail spec 3, "Activity info (banner)"), sent with
 * the product (docs/backoffice-api.md); null when there is none or it cannot be read.
 */
export const activityInfoSchema = z
  .looseObject({
    type: optionalText,
    endTime: optionalText,
    displayCountdown: z.union([z.boolean(), z.number(), z.string()]).nullish(),
    pcDiscountMsg: optionalText,
    mobileDiscountMsg: optionalText,
    pcCopyWriting: optionalText,
    mobileCopyWriting: optionalText,
    fontColor: optionalText,
    bgColor: optionalText,
  })
  .nullish()
  .catch(null)
  .transform((info) =>
    info
      ? {
          ...info,
          // Only an explicit 'off' (false, 0, "0", "false") turns the countdown off.
          displayCountdown: !(info.displayCountdown === false || info.displayCountdown === 0 || info.displayCountdown === "0" || info.displayCountdown === "false"),
        }
      : null,
  );

export const bundlingSchema = z.looseObject(
  lenientFields({
    bundlingSpu: optionalText,
    modelName: optionalText,
    detailUrl: link,
    variant: optionalText,
    sort: optionalNumberish,
    isCurrent: flag,
    grayImage: z.looseObject(lenientFields({ path: mediaUrl, relativePath: optionalText, label: optionalText })).nullish(),
  }),
);

const skuLabel = (raw: unknown) => {
  const code = (raw as { sku?: unknown } | null)?.sku;
  return typeof code === "string" ? code : undefined;
};

export const productDetailSchema = z.looseObject(
  lenientFields(
    {
      spuInfo: spuInfoSchema,
      skuList: lenientList(skuSchema, "SKU", { min: 1, label: skuLabel }),
      isInStock: flag,
      isPreview: flag,
      saleAttr: lenientList(saleAttributeSchema, "sale attribute"),
      navigationBarList: list(z.unknown()),
      productSubscript: z.looseObject(lenientFields({ pcCopywriting: optionalText, mobileCopywriting: optionalText })).nullish(),
      activityInfo: activityInfoSchema,
    },
    // Without them there is no product to show (PRODUCT_MINIMUM).
    ["spuInfo", "skuList"],
  ),
);

/**
 * What a product page cannot do without (docs/robustness.md#products): the answer's product
 * list readable, its first entry an object with a spuInfo naming the product (`spu`, `spuId`)
 * and at least one SKU with its code, id and price. Anything else that cannot be read is left
 * out with a note; missing these, the model answer is refused (the error page).
 */
export const PRODUCT_MINIMUM = ["productDetailVOList", "spuInfo", "skuList"] as const;

const modelAnswerSchema = z
  .looseObject({
    productDetailVOList: jsonish(z.array(z.unknown()).nullish()),
    productBundlingVOList: lenient("productBundlingVOList", lenientList(bundlingSchema, "model")),
  })
  .nullish();

/**
 * "getModelProductList": the product (the first entry; the others are not read) and the
 * bundled models, with the notes of what was left out. An empty list means no such product.
 */
export const modelProductListSchema = z.unknown().transform((answer, ctx) => {
  const { result, notes } = collectNotes(() => {
    const parsed = safeParseFriendly(modelAnswerSchema, answer);
    if (!parsed.success) return { success: false as const, reason: describeIssues(parsed.error) };
    const models = parsed.data?.productBundlingVOList ?? [];
    const first = parsed.data?.productDetailVOList?.[0];
    if (first === undefined) return { success: true as const, product: null, models };
    const product = safeParseFriendly(productDetailSchema, first);
    if (!product.success) {
      const issues = product.error.issues.map((issue) => ({ ...issue, path: ["productDetailVOList", 0, ...issue.path] }));
      return { success: false as const, reason: describeIssues({ issues } as unknown as z.ZodError) };
    }
    return { success: true as const, product: product.data, models };
  });
  if (!result.success) {
    ctx.issues.push({ code: "custom", message: result.reason, input: answer });
    return z.NEVER;
  }
  return {
    product: result.product,
    models: result.models.slice().sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
    /** What was left out (fields read as absent, SKUs and list items dropped): the page logs them. */
    notes,
  };
});

export type MediaItem = z.output<typeof mediaItemSchema>;
export type Sku = z.output<typeof skuSchema>;
export type SaleAttribute = z.output<typeof saleAttributeSchema>;
export type SpuInfo = z.output<typeof spuInfoSchema>;
export type ProductDetail = z.output<typeof productDetailSchema>;
export type Bundling = z.output<typeof bundlingSchema>;
export type ModelProductList = z.output<typeof modelProductListSchema>;

/** "Delivery description" for a SKU (detail spec 3): delivery estimate, stock and ship-from data. */
export const deliverySchema = z
  .looseObject({
    postcode: optionalText,
    city: optionalText,
    desc: optionalText,
    timeType: optionalNumberish,
    timeDesc: optionalText,
    typeDesc: optionalText,
    deliveryDesc: z.looseObject({ daysObj: z.looseObject({ timeType: optionalNumberish, timeDesc: optionalText, typeDesc: optionalText }).nullish() }).nullish(),
    in: flag,
    time: flag,
    regionCode: optionalText,
    totalStockNum: optionalNumberish,
    overSeaStockNum: optionalNumberish,
    stockNum: optionalNumberish,
    stockRegion: optionalText,
    index: optionalNumberish,
    usWarehouse: optionalText,
    transnational: flag,
  })
  .nullish()
  .transform((delivery) => delivery ?? null);

/** A coupon of the coupon list (detail spec 3): discountType 1 is an amount, 2 or 3 a percentage. */
export const couponSchema = z.looseObject({
  code: optionalText,
  label: optionalText,
  startTime: optionalText,
  isSplice: flag,
  discountAmount: optionalNumberish,
  discountType: optionalNumberish,
  isFulfil: flag,
});

/**
 * A coupon widget (detail spec 3): prices, the activity's name and its countdown in seconds.
 * The back office may send one widget or a list: the first one counts.
 */
const couponWidgetSchema = z
  .looseObject({
    specialPrice: optionalNumberish,
    discountedPrice: optionalNumberish,
    couponUseInfo: z.looseObject({ activityName: optionalText }).nullish(),
    couponCountdownInfo: z.looseObject({ duration: optionalNumberish }).nullish(),
  })
  .transform((widget) => ({
    specialPrice: widget.specialPrice,
    discountedPrice: widget.discountedPrice,
    activityName: widget.couponUseInfo?.activityName,
    duration: widget.couponCountdownInfo?.duration,
  }));

const couponWidgetsSchema = jsonish(z.union([z.array(couponWidgetSchema), couponWidgetSchema]).nullish()).transform(
  (widgets) => (Array.isArray(widgets) ? widgets[0] : widgets) ?? null,
);

/** "Discount coupons list": the coupons and the per-SKU coupon price summary. */
export const couponListSchema = z
  .looseObject({
    bestUseList: list(couponSchema),
    allUseList: list(couponSchema),
    fulUseList: list(couponSchema),
    notFulUseList: list(couponSchema),
    /** Coupons only Premier members get (detail spec 3): the 'with Premier' link needs one, the member-coupon dialog lists them. */
    memberCouponList: list(couponSchema),
    progressBar: flag,
    specialPrice: optionalNumberish,
    discountAmount: optionalNumberish,
    discountedPrice: optionalNumberish,
    isFlashSale: flag,
    discountRate: optionalNumberish,
    memberDiscountAmount: optionalNumberish,
    memberDiscountedPrice: optionalNumberish,
    isSuite: flag,
    discountCode: optionalText,
    couponWidgets: couponWidgetsSchema,
  })
  .nullish()
  .transform((coupons) => coupons ?? null);

/** "productReviewSummary": ratingSummary 0–100 and the review count. */
export const reviewSummarySchema = z
  .looseObject({ ratingSummary: optionalNumberish, reviewsCount: optionalNumberish })
  .nullish()
  .transform((summary) => ({ ratingSummary: summary?.ratingSummary ?? 0, reviewsCount: summary?.reviewsCount ?? 0 }));

export type Delivery = z.output<typeof deliverySchema>;
export type Coupon = z.output<typeof couponSchema>;
export type CouponList = z.output<typeof couponListSchema>;
export type CouponWidget = z.output<typeof couponWidgetSchema>;
export type ReviewSummary = z.output<typeof reviewSummarySchema>;

/** A review (detail spec 3): reviewRating 0–100 (stars = rating / 20), a date MM/DD/YYYY, images and an official reply. */
export const reviewSchema = z
  .looseObject({
    reviewId: idText,
    reviewer: optionalText,
    userFristName: optionalText,
    reviewRating: optionalNumberish,
    reviewRatingNum: optionalNumberish,
    reviewDetail: optionalText,
    reviewDateTime: optionalText,
    imageList: list(z.looseObject({ path: mediaUrl, label: optionalText })),
    helpfulType: optionalNumberish,
    helpfulCount: optionalNumberish,
    storeId: optionalNumberish,
    reviewTypeId: idText.nullish(),
    /** The store's official reply (the spec names it, not its field: ours is `reply`). */
    reply: optionalText,
    /** Where the reviewer wrote from (ours; stores 5–9 show the postcode without the city). */
    postcode: optionalText,
    city: optionalText,
  })
  .transform((review) => ({
    ...review,
    reviewer: review.reviewer ?? review.userFristName ?? "",
    reviewRating: review.reviewRating ?? 0,
    helpfulType: review.helpfulType === 1 ? 1 : 0,
    helpfulCount: review.helpfulCount ?? 0,
    images: review.imageList.flatMap((image) => (image.path ? [{ path: image.path, label: image.label }] : [])),
  }));

/** "productReviewList": one page of reviews. */
export const reviewListSchema = z
  .looseObject({ items: list(reviewSchema), page: optionalNumberish, maxPage: optionalNumberish })
  .nullish()
  .transform((data) => ({ items: data?.items ?? [], page: data?.page ?? 1, maxPage: data?.maxPage ?? 0 }));

export const reviewTypeListSchema = list(z.looseObject({ typeName: z.string(), id: idText }));

export type Review = z.output<typeof reviewSchema>;
export type ReviewList = z.output<typeof reviewListSchema>;
export type ReviewType = z.output<typeof reviewTypeListSchema>[number];

/** "reviewWeightImageList": the seller-show images, `{imageList}` (a bare list is read too); images without a path are left out. */
export const reviewWeightImagesSchema = z
  .union([z.looseObject({ imageList: list(z.looseObject({ path: mediaUrl, label: optionalText })) }), list(z.looseObject({ path: mediaUrl, label: optionalText }))])
  .nullish()
  .transform((data) => {
    const images = Array.isArray(data) ? data : (data?.imageList ?? []);
    return images.flatMap((image) => (image.path ? [{ path: image.path, label: image.label ?? null }] : []));
  });

/** "newHomeDetail": only reviewModule.reviewScore, the external review-site score (0–5), is read; null when absent or out of range. */
export const newHomeDetailSchema = z
  .looseObject({ reviewModule: jsonish(z.looseObject({ reviewScore: optionalNumberish }).nullish()) })
  .nullish()
  .transform((data) => {
    const score = data?.reviewModule?.reviewScore;
    return { reviewScore: score !== undefined && score >= 0 && score <= 5 ? score : null };
  });

/** "isOrder": the e-mail of the order's shopper, when the order holds the spu; null otherwise. */
export const isOrderSchema = z
  .union([z.looseObject({ customerEmail: optionalText }), optionalText])
  .nullish()
  .transform((data) => {
    const email = typeof data === "string" ? data : data?.customerEmail;
    return email && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
  });


/** "checkZipCode" (detail spec 7): a null postcode means the back office does not ship there. */
export const zipCheckSchema = z
  .looseObject({ postcode: optionalText, regionCode: optionalText, regionName: optionalText, city: optionalText })
  .nullish()
  .transform((zip) => ({
    postcode: zip?.postcode ?? null,
    regionCode: zip?.regionCode ?? null,
    regionName: zip?.regionName ?? null,
    city: zip?.city ?? null,
  }));

/** "Get by identifier": a content block (title and HTML), the HTML sanitised here so only clean markup leaves the server. */
export const contentBlockSchema = z
  .looseObject({ title: optionalText, content: optionalText })
  .nullish()
  .transform((block) => ({
    title: block?.title ?? null,
    content: block?.content ? sanitizeRichHtml(block.content).trim() : "",
  }));

/** "getWidgetKey" (detail spec 7): the Black_Friday_Sale promotion tips, read from its JSON string. */
export const widgetKeySchema = z.unknown().transform((answer) => promotionTips(answer));

/** "Wrap list" (detail spec 7, Cart): the delivery services (gift wraps) of a SKU; an entry without an id cannot be chosen. */
export const wrapListSchema = list(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = z.looseObject({ wrapId: idText, amount: optionalNumberish, name: optionalText }).safeParse(item);
    return parsed.success ? [{ wrapId: parsed.data.wrapId, amount: parsed.data.amount ?? 0, name: parsed.data.name ?? null }] : [];
  }),
);

export type ZipCheck = z.output<typeof zipCheckSchema>;
export type ContentBlock = z.output<typeof contentBlockSchema>;
export type Wrap = z.output<typeof wrapListSchema>[number];

/*
 * Buying calls (detail spec 3, 7): the sofa upgrade lists, the stock notify, the quickly
 * dispatched and similar product lists, and the delivery-delay sign-up's customer calls.
 * Entries that do not fit are left out one by one rather than failing the whole answer.
 */

/** An ottoman option: quantity, specialPrice, ottomanImage, targetSku (the SKU checking it selects). */
export const ottomanSchema = z
  .looseObject({ quantity: numberish, specialPrice: numberish, ottomanImage: mediaUrl, targetSku: z.union([z.string().min(1), z.number().transform(String)]) })
  .transform((option) => ({ quantity: option.quantity, specialPrice: option.specialPrice, image: option.ottomanImage, targetSku: option.targetSku }));

/** "Ottoman list": sorted ascending by quantity (detail spec 7). */
export const ottomanListSchema = itemList(ottomanSchema, "ottoman", { min: 0 }).transform((options) => options.slice().sort((a, b) => a.quantity - b.quantity));

/**
 * An accessory: accessoriesName, image, salePrice, quantity (default 1) and the custom flag
 * `isCustom`. What the cart adds is ours (the spec gives no id): `skuId`, else `entityId`
 * (docs/backoffice-api.md); an accessory without one cannot be added and is left out.
 */
export const accessorySchema = z
  .looseObject({
    accessoriesName: z.string().min(1),
    image: mediaUrl,
    salePrice: numberish,
    quantity: optionalNumberish,
    isCustom: flag,
    skuId: idText.nullish(),
    entityId: idText.nullish(),
  })
  .refine((accessory) => Boolean(accessory.skuId ?? accessory.entityId), { message: "has no skuId or entityId" })
  .transform((accessory) => {
    const productId = (accessory.skuId ?? accessory.entityId) as string;
    return {
      id: productId,
      productId,
      name: accessory.accessoriesName,
      image: accessory.image,
      salePrice: accessory.salePrice,
      quantity: accessory.quantity ?? 1,
      custom: accessory.isCustom,
    };
  });

export const accessoryListSchema = itemList(accessorySchema, "accessory", { min: 0 }).transform((items) => {
  // One entry per product: a repeated id would share one checkbox state.
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
});

/**
 * "Quickly dispatch product list" and the similar products ("Recommended products by spu"):
 * listing card products. One reading names an item's fields title and url, and the spu
 * recommendations carry productImage.grayImage.path: each is read as the card's name, link
 * and picture when the card's own field is absent. Items without a link are left out.
 */
export const suggestionListSchema = z
  .unknown()
  .transform((value): unknown => {
    const data = value as { items?: unknown } | unknown[] | null | undefined;
    const items = Array.isArray(data) ? data : Array.isArray(data?.items) ? data.items : [];
    return items.map((raw) => {
      if (!raw || typeof raw !== "object") return raw;
      const item = raw as Record<string, unknown> & { productImage?: { grayImage?: { path?: unknown } } };
      return {
        ...item,
        name: item.name ?? item.productName ?? item.title,
        detailUrl: item.detailUrl ?? item.url,
        imageUrl: item.imageUrl ?? item.productImage?.grayImage?.path,
      };
    });
  })
  .pipe(itemList(listingProductSchema, "product", { min: 0 }))
  .transform((items) => items.filter((item) => item.detailUrl));

/** "Customer login or register": info on success; without it, msg says why (shown to the shopper). */
export const customerRegisterSchema = z
  .looseObject({ info: z.unknown().nullish(), msg: optionalText })
  .nullish()
  .transform((data) => ({ registered: Boolean(data?.info), message: data?.msg ?? (data?.info as { msg?: string } | undefined)?.msg ?? null }));

export type Ottoman = z.output<typeof ottomanSchema>;
export type Accessory = z.output<typeof accessorySchema>;
export type Suggestion = z.output<typeof suggestionListSchema>[number];
