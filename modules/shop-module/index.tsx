import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { Countdown } from "~modules/kit/countdown";
import { readSavedZip } from "~modules/kit/saved-zip";
import { rankOf, showTraits } from "~schemas/rules/card-rules";
import { ProductCard } from "~modules/kit/product-card/product-card";
import { flashRemainingSeconds } from "~schemas/rules/countdown";
import { regionCodeOf } from "~schemas/rules/product/zip";
import type { Device } from "~schemas/rules/device";
import { defineModule, type ModuleContext, type ModuleProps, type PageContext } from "../types";
import type { ShopModuleData, ShopSection as Section } from "./loader.server";
import { applyPage, FIRST_PAGE, initialState, productsUrl, type ListState, type ProductPageResponse } from "~schemas/rules/shop-paging";
import "./shop-module.css";

type Props = ModuleProps<ShopModuleData>;

/** Cards per row: 4 on desktop (landing spec 9), 2 on the 375 px mobile design. */
export const CARDS_PER_ROW = { desktop: 4, mobile: 2 } as const;

/** One layout on both devices; mobile titles the sections by mobileTitle (landing spec 2.4) and shows two cards per row. */
function ShopModule({ data, module, page }: Props) {
  const { device } = page;
  return (
    <div className={`shop-module shop-module--${device}`}>
      {data.sections.map((section, index) => (
        <ShopSection key={section.key} section={section} first={index === 0} module={module} page={page} device={device} />
      ))}
    </div>
  );
}

type SectionProps = { section: Section; first: boolean; module: ModuleContext; page: PageContext; device: Device };

/**
 * One activity section: title (with 'Ends in' and the countdown for showTypes 2 and 7),
 * tabs, the card grid and 'View More'. Later pages and tab switches come from
 * /api/products through a fetcher: a newer request cancels the one still under way.
 */
function ShopSection({ section, first, module, page, device }: SectionProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const gridId = useId();
  const tabsId = useId();
  const [state, setState] = useState<ListState>(() => initialState(section.first));
  const [tab, setTab] = useState(section.selectedTab);
  const [failed, setFailed] = useState(false);
  const handled = useRef<ProductPageResponse | undefined>(undefined);
  const gridRef = useRef<HTMLUListElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const previous = useRef(state);
  const traits = showTraits(section.showType);
  const loading = fetcher.state !== "idle";

  useEffect(() => {
    // /api/products answers plain JSON by construction, so its type is the response's own.
    const answer = fetcher.data as ProductPageResponse | undefined;
    if (!answer || answer === handled.current || fetcher.state !== "idle") return;
    handled.current = answer;
    if (!answer.ok) {
      setFailed(true);
      return;
    }
    setFailed(false);
    // An answer for another tab than the one now shown is stale: the shopper moved on.
    setState((current) => (answer.tabName === current.tabName ? applyPage(current, answer) : current));
  }, [fetcher.data, fetcher.state]);

  useEffect(() => {
    // When the last page arrives 'View More' goes away: focus moves to the first card it revealed, not to <body>.
    const before = previous.current;
    previous.current = state;
    if (before.more && !state.more && before.tabName === state.tabName && state.items.length > before.items.length) {
      gridRef.current?.querySelectorAll<HTMLAnchorElement>(".product-card__name a")[before.items.length]?.focus();
    }
  }, [state]);

  const load = (tabName: string, pageNumber: number) =>
    fetcher.load(
      productsUrl({
        listId: section.listId,
        tabName,
        splitType: section.splitType,
        showType: section.showType,
        page: pageNumber,
        pageSize: section.pageSize,
        top: section.top,
      }),
    );

  useEffect(() => {
    // A shared page's lists are the default region's: a shopper whose browser saved a postcode
    // in another region gets the shown tab's first page again, for that region (/api/products
    // reads it from the zip cookie). The cards stay until the answer replaces them.
    if (regionCodeOf(readSavedZip()) !== page.regionCode) load(state.tabName, FIRST_PAGE);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const selectTab = (index: number) => {
    if (index === tab) return;
    const tabName = section.tabs[index] ?? "";
    setTab(index);
    // The tab's first page replaces the list when it arrives; until then the old cards stay, marked busy.
    setState((current) => ({ ...current, tabName, more: false }));
    load(tabName, FIRST_PAGE);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = section.tabs.length;
    const target =
      event.key === "ArrowRight" ? (index + 1) % count
      : event.key === "ArrowLeft" ? (index - 1 + count) % count
      : event.key === "Home" ? 0
      : event.key === "End" ? count - 1
      : null;
    if (target === null) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    selectTab(target);
  };

  const title = section.title[device];
  const countdown = traits.countdown && section.flashSale ? section.flashSale : null;
  const perRow = CARDS_PER_ROW[device];
  const classes = ["shop-section"];
  if (traits.flash) classes.push("shop-section--flash");
  if (traits.blackFriday) classes.push("shop-section--black-friday");
  const showTabs = section.tabs.length > 1;

  return (
    <section className={classes.join(" ")} aria-label={title || undefined} data-show-type={section.showType}>
      {title || countdown ? (
        <header className="shop-section__header">
          {title ? <h2 className="shop-section__title">{title}</h2> : null}
          {countdown ? (
            <p className="shop-section__ends">
              <span className="shop-section__ends-label">{t("shop.endsIn")}</span>
              <Countdown seconds={flashRemainingSeconds(countdown, page.now)} cycle={countdown.duration} />
            </p>
          ) : null}
        </header>
      ) : null}

      {showTabs ? (
        <div className="shop-section__tabs" role="tablist" id={tabsId} aria-label={title || t("shop.tabs")}>
          {section.tabs.map((name, index) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              aria-selected={index === tab}
              aria-controls={gridId}
              tabIndex={index === tab ? 0 : -1}
              className={`shop-section__tab${index === tab ? " is-active" : ""}`}
              onClick={() => selectTab(index)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}

      <div
        className={`shop-section__panel${loading ? " is-loading" : ""}`}
        id={gridId}
        role={showTabs ? "tabpanel" : undefined}
        aria-label={showTabs ? section.tabs[tab] : undefined}
        aria-busy={loading}
      >
        {state.items.length > 0 ? (
          <ul className="shop-section__grid" ref={gridRef}>
            {state.items.map((product, index) => (
              <li key={`${product.skuId ?? product.spu ?? ""}-${index}`}>
                <ProductCard
                  product={product}
                  index={index}
                  storeId={page.store}
                  device={device}
                  reviews={traits.reviews}
                  flash={traits.flash}
                  blackFriday={traits.blackFriday}
                  rank={rankOf(index, traits)}
                  eager={module.aboveFold && first && index < perRow}
                  list={title || section.listId}
                />
              </li>
            ))}
          </ul>
        ) : loading ? null : (
          <p className="shop-section__empty">{t("shop.empty")}</p>
        )}
        {failed ? (
          <p className="shop-section__error" role="alert">
            {t("shop.loadFailed")}
          </p>
        ) : null}
      </div>

      {state.more ? (
        <button
          type="button"
          className="shop-section__more"
          aria-controls={gridId}
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus while the page loads.
          aria-disabled={loading}
          onClick={() => {
            if (!loading) load(state.tabName, state.page + 1);
          }}
        >
          {t("ViewMore")}
          <span aria-hidden="true"> →</span>
        </button>
      ) : null}
    </section>
  );
}

export const shopModule = defineModule(ShopModule);
