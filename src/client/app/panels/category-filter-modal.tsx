// §2 Category Filter modal: the shopper ticks categories; Apply opens /products with c set to
// the ticked slugs (a link such as /category/atta counts by its last part), Reset All opens
// /products. Ticks start from the list's current filter, so the modal edits what is shown.
import { useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { splitSlugs } from "../../../shared/api/products";
import type { Category as CategoryNode } from "../../../shared/api/init";
import { useT } from "../../i18n/use-t";
import { Modal } from "../../ui/modal";
import "./panels.css";

export default function CategoryFilterModal({ open, onClose, categories }: { open: boolean; onClose(): void; categories: readonly CategoryNode[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const current = useMemo(() => (location.pathname === "/products" ? splitSlugs(new URLSearchParams(location.search).get("c") ?? undefined) : []), [location.pathname, location.search]);
  const [ticked, setTicked] = useState<string[]>(current);
  const [openedFor, setOpenedFor] = useState(open);
  // Each opening starts from the address's filter, not from the last unfinished choice.
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) setTicked(current);
  }

  const toggle = (slug: string) => setTicked((ticks) => (ticks.includes(slug) ? ticks.filter((s) => s !== slug) : [...ticks, slug]));
  const go = (search: string) => {
    onClose();
    void navigate({ pathname: "/products", search });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t("app.categoryFilter")}
      className="category-filter"
      footer={
        <>
          <button type="button" className="ui-button ui-button-secondary" onClick={() => go("")}>
            {t("app.resetAll")}
          </button>
          <button type="button" className="ui-button ui-button-primary" onClick={() => go(ticked.length ? `?c=${splitSlugs(ticked.join(",")).join(",")}` : "")}>
            {t("app.apply")}
          </button>
        </>
      }
    >
      <CategoryTicks nodes={categories} ticked={ticked} onToggle={toggle} />
    </Modal>
  );
}

function CategoryTicks({ nodes, ticked, onToggle }: { nodes: readonly CategoryNode[]; ticked: readonly string[]; onToggle(slug: string): void }) {
  return (
    <ul className="category-ticks">
      {nodes.map((n) => (
        <li key={n.slug}>
          <label>
            <input type="checkbox" checked={ticked.includes(n.slug)} onChange={() => onToggle(n.slug)} />
            {n.name}
          </label>
          {n.children?.length ? <CategoryTicks nodes={n.children} ticked={ticked} onToggle={onToggle} /> : null}
        </li>
      ))}
    </ul>
  );
}
