// The footer's link groups (site.json "footers"): each group has a heading and links (label,
// address, icon); groups and links are added, moved up and down, and deleted. The limits on
// how many come from the schema.
import { useCallback, useEffect, useRef, useState } from "react";
import type { FooterGroup, FooterLink } from "../../shared/api/init";
import { confirm } from "../../client/ui/confirm-dialog";
import { ItemActions, treePointer } from "../lists/item-actions";
import { moveAmongSiblings, removeAt, type TreePath } from "../lists/tree-ops";
import { useKeyedTree } from "../lists/use-keyed-tree";
import { useDocumentEditor } from "../schema-form/document-editor";
import { pointerOf, type Pointer } from "../schema-form/json-pointer";
import { SchemaField } from "../schema-form/schema-field";
import { SettingsField } from "./settings-field";
import { siteSchema } from "./settings-schema";

export const FOOTERS: Pointer = "/footers";
const LINK_FIELDS = ["name", "link", "icon", "show_icon"] as const;
const footerSchema = siteSchema.properties?.footers;
const MAX_GROUPS = footerSchema?.maxItems ?? Infinity;
const MAX_LINKS = footerSchema?.items?.properties?.children?.maxItems ?? Infinity;

// The footer's links and groups share the tree edits of the navigation editor; a link simply
// never has children of its own.
type FooterNode = (FooterGroup | FooterLink) & { children?: FooterNode[] };

export const newFooterLink = (): FooterLink => ({ name: "", link: "", icon: "", show_icon: 0 });
export const newFooterGroup = (): FooterGroup => ({ name: "", children: [] });

const nameOf = (item: { name?: string } | undefined, fallback: string) => item?.name?.trim() || fallback;

export function FooterEditor() {
  const editor = useDocumentEditor();
  const groups = (editor.get(FOOTERS) ?? []) as FooterNode[];
  const commit = useCallback((next: FooterNode[]) => editor.set(FOOTERS, next, { touch: false }), [editor]);
  const { keys, edit, insert } = useKeyedTree(groups, commit);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const addGroupButton = useRef<HTMLButtonElement>(null);

  // A new group or link starts with its first field focused.
  useEffect(() => {
    if (!focusKey) return;
    root.current?.querySelector<HTMLElement>(`[data-footer-key="${focusKey}"] input`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const add = (parent: TreePath, item: FooterNode) => setFocusKey(insert(parent, item));
  const move = (path: TreePath, step: -1 | 1) => edit((tree) => moveAmongSiblings(tree, path, step));

  const removeGroup = async (index: number, group: FooterNode) => {
    const count = group.children?.length ?? 0;
    const name = nameOf(group, "the new group");
    if (count && !(await confirm({ title: `Delete ${name}?`, text: `Its ${count} link${count === 1 ? "" : "s"} will be deleted with it.`, confirmText: "Delete" }))) return;
    edit((tree) => removeAt(tree, [index]));
    addGroupButton.current?.focus();
  };

  return (
    <div className="builder-footer-editor" ref={root}>
      {groups.length === 0 ? <p className="field-hint">The footer has no link groups yet.</p> : null}
      <ol className="builder-footer-groups">
        {groups.map((group, g) => {
          const groupName = nameOf(group, "the new group");
          const links = group.children ?? [];
          const groupKeys = keys[g]!;
          return (
            <li key={groupKeys.key} className="builder-footer-group" data-footer-key={groupKeys.key} aria-label={`Footer group ${groupName}`}>
              <div className="builder-tree-row">
                <SchemaField pointer={pointerOf(treePointer(FOOTERS, [g]), "name")} />
                <ItemActions
                  actions={[
                    { text: "Up", label: `Move group ${groupName} up`, unavailable: g === 0, onClick: () => move([g], -1) },
                    { text: "Down", label: `Move group ${groupName} down`, unavailable: g === groups.length - 1, onClick: () => move([g], 1) },
                    { text: "Delete", label: `Delete group ${groupName}`, onClick: () => void removeGroup(g, group) },
                  ]}
                />
              </div>
              <ol className="builder-footer-links">
                {links.map((link, l) => {
                  const linkName = nameOf(link, "the new link");
                  const pointer = treePointer(FOOTERS, [g, l]);
                  return (
                    // The group sits inside the item: a list may hold only list items.
                    <li key={groupKeys.children[l]!.key} data-footer-key={groupKeys.children[l]!.key}>
                      <div className="builder-footer-link" role="group" aria-label={`Footer link ${linkName}`}>
                        {LINK_FIELDS.map((key) => (
                          <SettingsField key={key} pointer={pointerOf(pointer, key)} />
                        ))}
                        <ItemActions
                          actions={[
                            { text: "Up", label: `Move ${linkName} up`, unavailable: l === 0, onClick: () => move([g, l], -1) },
                            { text: "Down", label: `Move ${linkName} down`, unavailable: l === links.length - 1, onClick: () => move([g, l], 1) },
                            { text: "Delete", label: `Delete ${linkName}`, onClick: () => edit((tree) => removeAt(tree, [g, l])) },
                          ]}
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
              <button type="button" className="builder-link-button" disabled={links.length >= MAX_LINKS} onClick={() => add([g], newFooterLink())}>
                Add a link to {groupName}
              </button>
            </li>
          );
        })}
      </ol>
      <button ref={addGroupButton} type="button" className="ui-button ui-button-secondary" disabled={groups.length >= MAX_GROUPS} onClick={() => add([], newFooterGroup())}>
        Add a footer group
      </button>
    </div>
  );
}
