// The website's category tree: drag a category before, after or into another, or use its
// buttons (move up, move down, indent, outdent) from the keyboard; rename, add a sub-category,
// delete an empty one (the server's 409 says why not). A category's Hindi name (issue 35) is
// edited beside its name.
import { useState, type DragEvent } from "react";
import { Field } from "../../client/ui/form/field";
import type { AdminCategoriesAnswer, AdminCategoryNode, MoveCategoryBody } from "../../shared/api/admin-catalogue";
import { catalogueApi } from "./catalogue-api";
import { dropMove, findCategory, stepMove, type Drop, type Step } from "./category-moves";
import { HINDI_HINT, NameSlugFields, nameSlugRules } from "./name-slug-fields";
import { PictureInput } from "./picture-inputs";
import { showSaveError } from "../parts/save-errors";
import { EditDialog } from "../parts/edit-dialog";
import { removeAfterAsking } from "../parts/remove-after-asking";
import { useScreenData } from "../../tool-shell/use-screen-data";
import "../parts/admin-parts.css";
import "./catalogue.css";
import type { ScreenRoute } from "../../tool-shell/tool-routes";

interface CategoryValues {
  name: string;
  name_hi: string;
  slug: string;
  avatar: string | null;
}

/** Renaming one (category) or adding one under a parent (null = top level). */
type Editing = { category: AdminCategoryNode } | { parentId: number | null; parentName: string | null } | null;

const RULES = { ...nameSlugRules, name_hi: { label: "Name (Hindi)" }, avatar: { label: "Picture" } };

const STEPS: { step: Step; label: string; icon: string }[] = [
  { step: "up", label: "Move up", icon: "↑" },
  { step: "down", label: "Move down", icon: "↓" },
  { step: "indent", label: "Indent", icon: "→" },
  { step: "outdent", label: "Outdent", icon: "←" },
];

/** Which part of a row the pointer is over: its top quarter, bottom quarter, or the middle. */
function dropAt(event: DragEvent<HTMLElement>): Drop {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / (box.height || 1);
  return y < 0.25 ? "before" : y > 0.75 ? "after" : "inside";
}

const loader = ({ request }: { request: Request }) => catalogueApi.categories(request.signal);

export function CategoriesScreen() {
  const tree = useScreenData<typeof loader>();
  const [editing, setEditing] = useState<Editing>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<{ id: number; drop: Drop } | null>(null);
  const [moving, setMoving] = useState(false);
  const { categories } = tree.data;

  const move = async (node: AdminCategoryNode, body: MoveCategoryBody | null, focusAfter?: string) => {
    if (!body || moving) return;
    setMoving(true);
    try {
      const answer: AdminCategoriesAnswer = await catalogueApi.moveCategory(node.id, body);
      tree.setData(answer);
      // The row is drawn again elsewhere; the owner keeps working on the same category.
      if (focusAfter) requestAnimationFrame(() => document.getElementById(focusAfter)?.focus());
    } catch (error) {
      showSaveError(error, () => false);
    } finally {
      setMoving(false);
    }
  };

  const remove = (node: AdminCategoryNode) =>
    removeAfterAsking({ title: `Delete the category ${node.name}?`, confirmText: "Delete" }, () => catalogueApi.deleteCategory(node.id), `${node.name} is deleted`, tree.reload);

  const renderNodes = (nodes: AdminCategoryNode[]) => (
    // A nested list stays a list: role="group" would leave its items without a list to belong to.
    <ul className="catalogue-tree">
      {nodes.map((node) => {
        const dropping = over?.id === node.id ? ` is-drop-${over.drop}` : "";
        return (
          <li key={node.id}>
            <div
              className={`catalogue-tree-row${dragged === node.id ? " is-dragged" : ""}${dropping}`}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData("text/plain", String(node.id));
                event.dataTransfer.effectAllowed = "move";
                setDragged(node.id);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              onDragOver={(event) => {
                if (dragged === null || !dropMove(categories, dragged, node.id, dropAt(event))) return;
                event.preventDefault();
                setOver({ id: node.id, drop: dropAt(event) });
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                event.preventDefault();
                const id = dragged ?? Number(event.dataTransfer.getData("text/plain"));
                const moved = findCategory(categories, id);
                setDragged(null);
                setOver(null);
                if (moved) void move(moved, dropMove(categories, id, node.id, dropAt(event)));
              }}
            >
              <span className="catalogue-tree-handle" aria-hidden="true">
                ⠿
              </span>
              <span className="catalogue-tree-name" id={`category-${node.id}-name`}>
                {node.name}
              </span>
              <span className="catalogue-tree-count">{node.product_count === 1 ? "1 product" : `${node.product_count} products`}</span>
              <span className="catalogue-actions">
                {STEPS.map(({ step, label, icon }) => {
                  const body = stepMove(categories, node.id, step);
                  const buttonId = `category-${node.id}-${step}`;
                  return (
                    <button
                      key={step}
                      id={buttonId}
                      type="button"
                      className="ui-button ui-button-secondary catalogue-icon-button"
                      aria-label={`${label}: ${node.name}`}
                      title={label}
                      disabled={!body || moving}
                      onClick={() => void move(node, body, buttonId)}
                    >
                      {icon}
                    </button>
                  );
                })}
                <button type="button" className="ui-button ui-button-secondary" aria-label={`Rename ${node.name}`} onClick={() => setEditing({ category: node })}>
                  Rename
                </button>
                <button
                  type="button"
                  className="ui-button ui-button-secondary"
                  aria-label={`Add a sub-category to ${node.name}`}
                  onClick={() => setEditing({ parentId: node.id, parentName: node.name })}
                >
                  Add
                </button>
                <button type="button" className="ui-button ui-button-secondary" aria-label={`Delete ${node.name}`} onClick={() => void remove(node)}>
                  Delete
                </button>
              </span>
            </div>
            {node.children.length ? renderNodes(node.children) : null}
          </li>
        );
      })}
    </ul>
  );

  const renaming = editing && "category" in editing ? editing.category : null;
  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="catalogue-categories-title">
      <p className="admin-screen-kicker">Catalogue</p>
      <div className="catalogue-title-row">
        <h1 id="catalogue-categories-title">Categories</h1>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing({ parentId: null, parentName: null })}>
          New category
        </button>
      </div>
      <p className="field-hint">Drag a category onto another to put it inside, or near its top or bottom edge to put it before or after; the arrow buttons do the same from the keyboard.</p>
      {categories.length === 0 ? (
        <p>No categories yet.</p>
      ) : (
        <div className="catalogue-tree-wrap" aria-busy={moving || undefined}>
          {renderNodes(categories)}
        </div>
      )}
      <EditDialog<CategoryValues>
        open={editing !== null}
        title={renaming ? `Rename ${renaming.name}` : editing && "parentName" in editing && editing.parentName ? `New sub-category of ${editing.parentName}` : "New category"}
        formLabel={renaming ? "Rename category" : "New category"}
        initialValues={renaming ? { name: renaming.name, name_hi: renaming.name_hi, slug: renaming.slug, avatar: renaming.avatar } : { name: "", name_hi: "", slug: "", avatar: null }}
        rules={RULES}
        save={async (values) => {
          const body = { ...values, name_hi: values.name_hi.trim() };
          if (renaming) await catalogueApi.renameCategory(renaming.id, body);
          else await catalogueApi.createCategory({ ...body, parent_id: editing && "parentId" in editing ? editing.parentId : null });
          return `${values.name} is saved`;
        }}
        onClose={() => setEditing(null)}
        onSaved={tree.reload}
      >
        <NameSlugFields />
        <Field name="name_hi" hint={HINDI_HINT} />
        <Field name="avatar">
          <PictureInput what="picture" />
        </Field>
      </EditDialog>
    </section>
  );
}

export const route: ScreenRoute = { Component: CategoriesScreen, loader };
