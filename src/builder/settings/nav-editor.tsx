// The navigation bar's links (site.json "navs"): a tree the owner edits in place. Each link
// opens to its fields (label, link, icon, picture); links are added at the top level or under
// another, moved up and down, nested under the link before them or moved out, and deleted.
// How deep menus nest comes from the schema (navItem → navMenuItem → navLeaf).
import { useCallback, useEffect, useRef, useState } from "react";
import type { NavItem } from "../../shared/api/init";
import { confirm } from "../../client/ui/confirm-dialog";
import { ItemActions, treePointer, type ItemAction } from "../lists/item-actions";
import { moveAmongSiblings, moveOut, nestUnderPrevious, removeAt, subtreeHeight, type TreePath } from "../lists/tree-ops";
import { useKeyedTree, type KeyNode } from "../lists/use-keyed-tree";
import { useDocumentEditor } from "../schema-form/document-editor";
import { isWithin, pointerOf, type Pointer } from "../schema-form/json-pointer";
import { resolveNode, type SchemaNode } from "../schema-form/schema-node";
import { SettingsField } from "./settings-field";
import { siteDefinition, siteSchema } from "./settings-schema";

export const NAVS: Pointer = "/navs";
const ITEM_FIELDS = ["name", "link", "icon", "show_icon", "image"] as const;

/** Levels of menus the schema allows: children until a level whose children may hold none. */
export function nestingDepth(item: SchemaNode, root: SchemaNode = siteSchema): number {
  let depth = 1;
  let node = resolveNode(item, root);
  for (;;) {
    const children = node.properties?.children;
    if (!children?.items || children.maxItems === 0) return depth;
    node = resolveNode(children.items, root);
    depth++;
  }
}

const MAX_DEPTH = nestingDepth(siteDefinition("navItem"));
const MAX_TOP_LEVEL = siteSchema.properties?.navs?.maxItems ?? Infinity;
const MAX_CHILDREN = siteDefinition("navItem").properties?.children?.maxItems ?? Infinity;

export function newNavItem(group: number): NavItem {
  return { group, name: "", icon: "", show_icon: 0, link: "", value: "", image: "", open: false, slug: "", children: [] };
}

const nameOf = (item: NavItem | undefined) => item?.name?.trim() || "the new link";

interface RowProps {
  items: NavItem[];
  keys: KeyNode[];
  path: TreePath;
  parent: NavItem | undefined;
  actions: (path: TreePath, item: NavItem, siblings: NavItem[], parent: NavItem | undefined) => ItemAction[];
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
}

/** Whether a message is on show for one of the link's own fields (not its sub-links'). */
function hasOwnProblem(errors: Readonly<Record<Pointer, string>>, pointer: Pointer): boolean {
  return Object.keys(errors).some((p) => isWithin(p, pointer) && !isWithin(p, pointerOf(pointer, "children")));
}

function NavRows({ items, keys, path, parent, actions, open, toggle }: RowProps) {
  const { errors } = useDocumentEditor();
  return (
    <ol className="builder-tree">
      {items.map((item, index) => {
        const node = keys[index]!;
        const itemPath = [...path, index];
        const pointer = treePointer(NAVS, itemPath);
        const panelId = `nav-panel-${node.key}`;
        // A link with a problem on show stays open, so the problem can be seen and fixed.
        const isOpen = open.has(node.key) || hasOwnProblem(errors, pointer);
        return (
          <li key={node.key} className="builder-tree-item" data-nav-key={node.key}>
            <div className="builder-tree-row">
              {/* The name comes from the words on the button, with "Edit" for screen readers, so
                  it always holds what is seen (WCAG 2.5.3). */}
              <button type="button" className="builder-tree-toggle" aria-expanded={isOpen} aria-controls={isOpen ? panelId : undefined} onClick={() => toggle(node.key)}>
                <span className="visually-hidden">Edit</span> <span className="builder-tree-name">{item.name || "New link"}</span> <span className="builder-tree-link">{item.link}</span>
              </button>
              <ItemActions actions={actions(itemPath, item, items, parent)} />
            </div>
            {isOpen ? (
              <div id={panelId} className="builder-tree-panel" role="group" aria-label={`${nameOf(item)} settings`}>
                {ITEM_FIELDS.map((key) => (
                  <SettingsField key={key} pointer={pointerOf(pointer, key)} />
                ))}
              </div>
            ) : null}
            {item.children?.length ? <NavRows items={item.children} keys={node.children} path={itemPath} parent={item} actions={actions} open={open} toggle={toggle} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

export function NavEditor() {
  const editor = useDocumentEditor();
  const navs = (editor.get(NAVS) ?? []) as NavItem[];
  // Structural edits are not typing: a new, still empty link is judged when the owner saves.
  const commit = useCallback((next: NavItem[]) => editor.set(NAVS, next, { touch: false }), [editor]);
  const { keys, edit, insert } = useKeyedTree(navs, commit);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // A new link opens with its label field focused, once its fields are drawn.
  useEffect(() => {
    if (!focusKey) return;
    root.current?.querySelector<HTMLElement>(`[data-nav-key="${focusKey}"] .builder-tree-panel input`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const add = (parentPath: TreePath, group: number) => {
    const key = insert(parentPath, newNavItem(group));
    setOpen((current) => new Set(current).add(key));
    setFocusKey(key);
  };

  const remove = async (path: TreePath, item: NavItem) => {
    const count = item.children?.length ?? 0;
    if (count && !(await confirm({ title: `Delete ${nameOf(item)}?`, text: `Its ${count} sub-link${count === 1 ? "" : "s"} will be deleted with it.`, confirmText: "Delete" }))) return;
    edit((tree) => removeAt(tree, path));
    addButton.current?.focus();
  };

  const actions = (path: TreePath, item: NavItem, siblings: NavItem[], parent: NavItem | undefined): ItemAction[] => {
    const name = nameOf(item);
    const index = path[path.length - 1]!;
    const previous = siblings[index - 1];
    const childCount = item.children?.length ?? 0;
    return [
      { text: "Up", label: `Move ${name} up`, unavailable: index === 0, onClick: () => edit((tree) => moveAmongSiblings(tree, path, -1)) },
      { text: "Down", label: `Move ${name} down`, unavailable: index === siblings.length - 1, onClick: () => edit((tree) => moveAmongSiblings(tree, path, 1)) },
      {
        text: "Nest",
        label: previous ? `Nest ${name} under ${nameOf(previous)}` : `Nest ${name} under the link before it`,
        unavailable: !previous || (previous.children?.length ?? 0) >= MAX_CHILDREN || path.length + subtreeHeight(item) > MAX_DEPTH,
        onClick: () => edit((tree) => nestUnderPrevious(tree, path, MAX_DEPTH)),
      },
      { text: "Out", label: parent ? `Move ${name} out of ${nameOf(parent)}` : `Move ${name} out`, unavailable: !parent, onClick: () => edit((tree) => moveOut(tree, path)) },
      {
        text: "Add sub-link",
        label: `Add sub-link to ${name}`,
        unavailable: path.length >= MAX_DEPTH || childCount >= MAX_CHILDREN,
        onClick: () => add(path, item.group),
      },
      { text: "Delete", label: `Delete ${name}`, onClick: () => void remove(path, item) },
    ];
  };

  const nextGroup = Math.max(0, ...navs.map((item) => item.group ?? 0)) + 1;
  return (
    <div className="builder-nav-editor" ref={root}>
      {navs.length ? (
        <NavRows items={navs} keys={keys} path={[]} parent={undefined} actions={actions} open={open} toggle={toggle} />
      ) : (
        <p className="field-hint">The navigation bar has no links yet.</p>
      )}
      <button ref={addButton} type="button" className="ui-button ui-button-secondary" disabled={navs.length >= MAX_TOP_LEVEL} onClick={() => add([], nextGroup)}>
        Add a link
      </button>
    </div>
  );
}
