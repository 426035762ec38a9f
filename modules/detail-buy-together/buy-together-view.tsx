import { useId, useState } from "react";
import { Dialog } from "~modules/kit/dialog";
import { useTranslation } from "~modules/kit/i18n";
import { Img } from "~modules/kit/image";
import { useToast } from "~modules/kit/toast";
import { enoughItems, initialChoices, initialPicks, kitSubtotal, pickedItems, type Kit, type KitItem } from "~schemas/rules/product/buy-together";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import { ItemPrice, KitTotal } from "./kit-parts";
import { KitSheet } from "./kit-sheet";
import { useKitDiscount } from "./use-kit-discount";
import "./detail-buy-together.css";

type ViewProps = { kits: Kit[]; skuId: string; store: StoreId; device: Device };

type ItemsProps = { kit: Kit; picked: readonly string[]; onToggle: (spuId: string) => void; store: StoreId };

/** A main product's checkbox is checked and disabled (it is always in the kit); an option's follows the shopper. */
function ItemCheckbox({ item, picked, onToggle }: { item: KitItem; picked: boolean; onToggle: (spuId: string) => void }) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      className="buy-together-item__check"
      checked={item.isMain || picked}
      disabled={item.isMain}
      aria-label={item.isMain ? t("buyTogether.main", { name: item.name }) : t("buyTogether.pick", { name: item.name })}
      onChange={() => onToggle(item.spuId)}
    />
  );
}

const itemsOf = (kit: Kit) => [...kit.mainProductList, ...kit.optionProductList];

/** The product's name, a link to its page when it has one. */
function ItemName({ item }: { item: { name: string; detailUrl?: string | null } }) {
  return item.detailUrl ? (
    <a className="buy-together-item__name" href={item.detailUrl}>
      {item.name}
    </a>
  ) : (
    <span className="buy-together-item__name">{item.name}</span>
  );
}

/** Desktop: the kit's products side by side, a plus between each, the checkbox on the picture's corner. */
function DesktopItems({ kit, picked, onToggle, store }: ItemsProps) {
  return (
    <ul className="buy-together-items buy-together-items--desktop">
      {itemsOf(kit).map((item) => (
        <li key={item.spuId} className="buy-together-item" data-picked={item.isMain || picked.includes(item.spuId)}>
          <ItemCheckbox item={item} picked={picked.includes(item.spuId)} onToggle={onToggle} />
          {item.imageUrl ? <Img src={item.imageUrl} alt="" width={160} height={160} sizes="160px" className="buy-together-item__image" /> : null}
          <ItemName item={item} />
          <ItemPrice item={item} store={store} />
        </li>
      ))}
    </ul>
  );
}

/** Mobile: one row per product, checkbox first, then a thumbnail, the name and the price. */
function MobileItems({ kit, picked, onToggle, store }: ItemsProps) {
  return (
    <ul className="buy-together-items buy-together-items--mobile">
      {itemsOf(kit).map((item) => (
        <li key={item.spuId} className="buy-together-item" data-picked={item.isMain || picked.includes(item.spuId)}>
          <ItemCheckbox item={item} picked={picked.includes(item.spuId)} onToggle={onToggle} />
          {item.imageUrl ? <Img src={item.imageUrl} alt="" width={72} height={72} sizes="20vw" className="buy-together-item__image" /> : null}
          <span className="buy-together-item__text">
            <ItemName item={item} />
            <ItemPrice item={item} store={store} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Buy Together's kits (detail spec 2, 4, 5, 8): a tab per kit (kitTitle); the main products
 * fixed, the options picked to start with; the activity's rules in the subtitle, which opens
 * them in a dialog; the total after the discount of what is picked, asked again on every tab
 * change and pick; 'Add To Cart' opens the sheet that takes a SKU per item, unless fewer than
 * 2 items are picked ('Add at least 2 items to your cart'; nothing is sent). Picks and chosen
 * SKUs are kept per kit while the page is open.
 */
export default function BuyTogetherView({ kits, skuId, store, device }: ViewProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const ids = useId();
  const [active, setActive] = useState(0);
  const [picks, setPicks] = useState<Record<string, string[]>>(() => Object.fromEntries(kits.map((kit) => [kit.kitId, initialPicks(kit)])));
  const [choices, setChoices] = useState<Record<string, Record<string, string>>>(() => Object.fromEntries(kits.map((kit) => [kit.kitId, initialChoices(kit)])));
  const [rulesOpen, setRulesOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const kit = kits[active] ?? kits[0]!;
  const picked = picks[kit.kitId] ?? [];
  const discount = useKitDiscount(skuId, kit, picked);
  const items = pickedItems(kit, picked);
  const subtotal = kitSubtotal(items);
  const Items = device === "desktop" ? DesktopItems : MobileItems;

  const toggle = (spuId: string) =>
    setPicks((all) => {
      const current = all[kit.kitId] ?? [];
      return { ...all, [kit.kitId]: current.includes(spuId) ? current.filter((id) => id !== spuId) : [...current, spuId] };
    });
  const add = () => {
    if (!enoughItems(kit, picked)) {
      toast(t("buyTogether.atLeastTwo"), "error");
      return;
    }
    setSheetOpen(true);
  };
  const tabId = (index: number) => `${ids}-tab-${index}`;

  return (
    <section className={`detail-buy-together detail-buy-together--${device}`} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="detail-buy-together__title">
        {t("buyTogether.title")}
      </h2>
      <div className="detail-buy-together__tabs" role="tablist" aria-label={t("buyTogether.kits")}>
        {kits.map((entry, index) => (
          <button
            key={entry.kitId}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === active}
            aria-controls={`${ids}-panel`}
            tabIndex={index === active ? 0 : -1}
            className="detail-buy-together__tab"
            onClick={() => setActive(index)}
            onKeyDown={(event) => {
              const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
              if (step === 0) return;
              event.preventDefault();
              const next = (index + step + kits.length) % kits.length;
              setActive(next);
              document.getElementById(tabId(next))?.focus();
            }}
          >
            {entry.kitTitle}
          </button>
        ))}
      </div>
      <div className="detail-buy-together__panel" role="tabpanel" id={`${ids}-panel`} aria-labelledby={tabId(active)} data-kit={kit.kitId}>
        {kit.activityTitle ? (
          <button type="button" className="detail-buy-together__rules-link" onClick={() => setRulesOpen(true)} aria-haspopup="dialog">
            {kit.activityTitle}
          </button>
        ) : null}
        <div className="detail-buy-together__body">
          <Items kit={kit} picked={picked} onToggle={toggle} store={store} />
          <div className="detail-buy-together__side">
            <KitTotal subtotal={subtotal} discount={discount} count={items.length} store={store} />
            <button type="button" className="detail-buy-together__add" onClick={add} aria-haspopup="dialog">
              {t("buyTogether.addToCart")}
            </button>
          </div>
        </div>
      </div>
      <Dialog open={rulesOpen} onClose={() => setRulesOpen(false)} label={t("buyTogether.rules")} title={t("buyTogether.rules")} className="buy-together-rules">
        {kit.activityTitle ? <p className="buy-together-rules__title">{kit.activityTitle}</p> : null}
        <ul className="buy-together-rules__list">
          {kit.activityRules.map((rule, index) => (
            <li key={index}>{rule}</li>
          ))}
        </ul>
      </Dialog>
      {sheetOpen ? (
        <KitSheet
          kit={kit}
          picked={picked}
          chosen={choices[kit.kitId] ?? {}}
          onChoose={(spuId, chosenSkuId) => setChoices((all) => ({ ...all, [kit.kitId]: { ...all[kit.kitId], [spuId]: chosenSkuId } }))}
          subtotal={subtotal}
          discount={discount}
          store={store}
          device={device}
          onClose={() => setSheetOpen(false)}
        />
      ) : null}
    </section>
  );
}
