// The palette of blocks the owner can add to this page, grouped by kind and searchable: only
// blocks allowed on the page's route, and a screen block only while the page lacks it. Under a
// block, its presets: ready-made starting points (a contact form, the newest products).
import { useId, useMemo, useState } from "react";
import { registry } from "../../../registry";
import type { BlockContent, BlockEntry } from "../../../registry/block-types";
import type { BlockPreset } from "../../../schemas/schema-meta";
import { COMBOBOX_EMPTY_TEXT, COMBOBOX_SEARCH_PLACEHOLDER } from "../../client/ui/combobox";
import { Modal } from "../../client/ui/modal";
import type { PageComponent } from "../../shared/page-document";
import { paletteGroups } from "./palette-groups";

const ENTRIES: readonly BlockEntry[] = Object.values(registry);

export const PALETTE_TITLE = "Add a block";

function PaletteButton({ title, description, onClick }: { title: string; description: string; onClick(): void }) {
  return (
    <button type="button" className="page-palette-block" onClick={onClick}>
      <span className="page-palette-block-title">{title}</span> <span className="page-palette-block-description">{description}</span>
    </button>
  );
}

export interface BlockPaletteProps {
  open: boolean;
  onClose(): void;
  onAdd(entry: BlockEntry, preset?: BlockPreset<BlockContent>): void;
  routeName: string;
  components: readonly PageComponent[];
}

export function BlockPalette({ open, onClose, onAdd, routeName, components }: BlockPaletteProps) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const groups = useMemo(() => paletteGroups(ENTRIES, routeName, components, query), [routeName, components, query]);
  const add = (entry: BlockEntry, preset?: BlockPreset<BlockContent>) => {
    setQuery("");
    onAdd(entry, preset);
  };
  return (
    <Modal
      open={open}
      onClose={() => {
        setQuery("");
        onClose();
      }}
      title={PALETTE_TITLE}
      width={560}
      hideFooter
      className="page-palette"
    >
      <label htmlFor={searchId} className="sr-only">
        Search blocks
      </label>
      <input
        id={searchId}
        type="search"
        className="text-input page-palette-search"
        placeholder={COMBOBOX_SEARCH_PLACEHOLDER}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoFocus
      />
      {groups.length === 0 ? (
        <p className="page-palette-empty" role="status">
          {COMBOBOX_EMPTY_TEXT}
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.category} className="page-palette-group" aria-labelledby={`${searchId}-${group.category}`}>
          <h3 id={`${searchId}-${group.category}`}>{group.title}</h3>
          <ul>
            {group.blocks.map((entry) => (
              <li key={entry.name}>
                {/* Named by all it shows, title then description (WCAG 2.5.3: a name that
                    left the description out did not match the button's visible words). */}
                <PaletteButton title={entry.title} description={entry.description} onClick={() => add(entry)} />
                {entry.presets.length ? (
                  <ul className="page-palette-presets" aria-label={`Ready-made ${entry.title.toLowerCase()} blocks`}>
                    {entry.presets.map((preset) => (
                      <li key={preset.title}>
                        <PaletteButton title={`${entry.title}: ${preset.title}`} description={preset.description} onClick={() => add(entry, preset)} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Modal>
  );
}
