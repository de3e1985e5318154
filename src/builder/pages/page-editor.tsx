// The page editor: the page's blocks on the left (add, duplicate, delete, reorder), the
// selected block's form or the page's own settings in the middle, and the shop's live preview
// of the page on the right. Edits are kept as a draft shoppers do not see, saved a moment after
// each pause; Publish makes the draft what the shop serves, once the server finds every block
// valid. Published versions can be previewed and restored. A block is selected from the list
// (by keyboard too) or by clicking it in the preview, which outlines the selected block.
import { useCallback, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { BlockContent, BlockEntry } from "../../../registry/block-types";
import type { BlockPreset } from "../../../schemas/schema-meta";
import { BusyButton } from "../../client/ui/busy-button";
import { confirm } from "../../client/ui/confirm-dialog";
import { toast } from "../../client/ui/toast";
import type { AdminPageAnswer, PageVersionAnswer } from "../../shared/api/admin-pages";
import { formatDate } from "../../shared/date-format";
import { userMessage } from "../../shared/error-message";
import { fetchVersion } from "../api/pages-api";
import { PagePreviewPane } from "../preview/page-preview-pane";
import type { PreviewSelection } from "../preview/use-preview-channel";
import { blockFieldId } from "../schema-form/block-form";
import { useUnsavedChangesGuard } from "../settings/use-unsaved-changes-guard";
import { BlockList, NEEDS_FIXING } from "./block-list";
import { BlockPalette } from "./block-palette";
import { BlockPanel, blockIdPrefix } from "./block-panel";
import { ConflictNotice } from "./conflict-notice";
import { documentToSave } from "./page-edits";
import { PAGES_PATH } from "./page-paths";
import { PageSettingsForm, pageFieldId } from "./page-settings-form";
import { PublishSummary } from "./publish-summary";
import type { PublishProblem } from "./publish-problems";
import { useFieldFocus } from "./use-field-focus";
import { usePageEditor } from "./use-page-editor";
import { usePageSync, type PageSync } from "./use-page-sync";
import { useUndoShortcuts } from "./use-undo-shortcuts";
import { confirmRestore, VersionsPanel } from "./versions-panel";
import "./pages.css";

export const PAGE_LEAVE_TEXT = "Your latest edits to this page have not been saved as a draft yet. If you leave now they are lost.";
export const NOT_LIVE_YET = "Not published yet: shoppers cannot see this page";
export const DISCARD_DRAFT_TITLE = "Discard the draft?";
export const discardDraftText = (version: number) => `The page goes back to version ${version} as published. Undo brings your draft back.`;

export function saveStatusText(sync: Pick<PageSync, "status" | "dirty" | "page">): string {
  if (sync.status === "conflict") return "Not saved: someone else changed this page";
  if (sync.status === "saving") return "Saving…";
  if (sync.status === "failed") return "Draft not saved";
  if (sync.dirty) return "Unsaved changes";
  return sync.page.has_draft ? "Draft saved" : "No changes since publishing";
}

const nothing = () => undefined;

/** What a phone shows of the editor, one column at a time (wider screens show them all). */
export type PhoneView = "blocks" | "edit" | "preview";
export const PHONE_VIEWS: readonly { view: PhoneView; label: string }[] = [
  { view: "blocks", label: "Blocks" },
  { view: "edit", label: "Edit" },
  { view: "preview", label: "Preview" },
];

export function PageEditor({ answer }: { answer: AdminPageAnswer }) {
  const editor = usePageEditor(answer.draft ?? answer.published);
  const sync = usePageSync(answer, editor);
  const { page } = sync;
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [previewing, setPreviewing] = useState<PageVersionAnswer | null>(null);
  const [phoneView, setPhoneView] = useState<PhoneView>("blocks");
  const panel = useRef<HTMLDivElement>(null);
  const side = useRef<HTMLElement>(null);
  // The preview draws blocks in their `order`, which the list's order becomes only when sent.
  const shown = useMemo(() => documentToSave(editor.doc), [editor.doc]);
  const focusField = useFieldFocus(panel);
  // Choosing what to edit — in the list, the preview or a publish problem — opens its form on a
  // phone, where the list, the form and the preview are shown one at a time.
  const chooser = useMemo(
    () => ({
      ...editor,
      select: (choice: Parameters<typeof editor.select>[0]) => {
        editor.select(choice);
        setPhoneView("edit");
      },
    }),
    [editor],
  );

  useUndoShortcuts(editor, !paletteOpen);
  useUnsavedChangesGuard(sync.dirty || sync.status === "saving", nothing, PAGE_LEAVE_TEXT);

  const go = useCallback(
    (problem: PublishProblem) => {
      if (problem.block) {
        chooser.select({ kind: "block", id: problem.block.id });
        focusField(blockFieldId(blockIdPrefix(problem.block.id), problem.block.field));
      } else {
        chooser.select({ kind: "page" });
        focusField(pageFieldId(problem.pointer));
      }
    },
    [chooser, focusField],
  );

  // A block clicked in the preview is selected as from the list, its row brought into view. An
  // id the page does not hold (the frame drawing an older document) changes nothing.
  const { doc, selectedId } = editor;
  const { select } = chooser;
  const pickFromPreview = useCallback(
    (id: string) => {
      if (!doc.components.some((c) => c.id === id)) return;
      select({ kind: "block", id });
      // jsdom has no scrollIntoView.
      side.current?.querySelector(`[data-block-id="${id}"]`)?.scrollIntoView?.({ block: "nearest" });
    },
    [doc, select],
  );
  // A published version is shown, not edited: nothing in it is selected or can be picked.
  const selection = useMemo((): PreviewSelection => (previewing ? { id: null, onPick: nothing } : { id: selectedId, onPick: pickFromPreview }), [previewing, selectedId, pickFromPreview]);

  const publish = async () => {
    const problems = await sync.publish();
    const first = problems?.list[0];
    if (first) go(first);
  };

  const discard = async () => {
    if (await confirm({ title: DISCARD_DRAFT_TITLE, text: discardDraftText(page.version), confirmText: "Discard", cancelText: "Keep editing" })) await sync.discard();
  };

  const add = (entry: BlockEntry, preset?: BlockPreset<BlockContent>) => {
    setPaletteOpen(false);
    editor.addBlock(entry, preset);
    setPhoneView("edit");
  };

  const preview = async (version: number) => {
    if (previewing?.version === version) return setPreviewing(null);
    try {
      setPreviewing(await fetchVersion(page.id, version));
    } catch (error) {
      toast.error(userMessage(error));
    }
  };

  const restore = async (version: number) => {
    setPreviewing(null);
    await sync.restore(version);
  };

  const busy = sync.action !== null;
  const conflict = sync.status === "conflict";
  const canPublish = (page.has_draft || sync.dirty) && !conflict;
  return (
    <div className="page-editor">
      <div className="page-editor-bar">
        <Link to={PAGES_PATH} className="page-editor-back">
          ‹ Pages
        </Link>
        <h1 className="page-editor-title">
          {page.title} <code className="page-editor-url">{editor.doc.url}</code>
        </h1>
        <p className="page-editor-status" role="status">
          {saveStatusText(sync)} · {page.published ? `Live: version ${page.version}` : NOT_LIVE_YET}
        </p>
        <div className="page-editor-actions">
          <button type="button" className="ui-button ui-button-secondary" onClick={editor.undo} disabled={!editor.canUndo} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </button>
          <button type="button" className="ui-button ui-button-secondary" onClick={editor.redo} disabled={!editor.canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
            Redo
          </button>
          {sync.status === "failed" ? (
            <button type="button" className="ui-button ui-button-secondary" onClick={() => void sync.save()}>
              Try saving again
            </button>
          ) : null}
          <BusyButton
            className="ui-button ui-button-secondary"
            busy={sync.action === "discarding"}
            disabled={busy || conflict || !page.published || !(page.has_draft || sync.dirty)}
            onClick={() => void discard()}
          >
            Discard draft
          </BusyButton>
          <BusyButton className="ui-button ui-button-primary" busy={sync.action === "publishing"} disabled={busy || !canPublish} onClick={() => void publish()}>
            Publish
          </BusyButton>
        </div>
      </div>
      {sync.status === "failed" && sync.problem ? (
        <p className="page-editor-failure" role="alert">
          The draft could not be saved: {sync.problem}
        </p>
      ) : null}
      {conflict && sync.problem ? <ConflictNotice message={sync.problem} busy={sync.action === "loading"} onLoadTheirs={() => void sync.loadTheirs()} onKeepMine={() => void sync.keepMine()} /> : null}
      <PublishSummary problems={editor.problems} doc={editor.doc} onGo={go} />
      <div className="page-editor-views" role="group" aria-label="Show">
        {PHONE_VIEWS.map(({ view, label }) => (
          <button key={view} type="button" aria-pressed={phoneView === view} onClick={() => setPhoneView(view)}>
            {label}
          </button>
        ))}
      </div>
      <div className="page-editor-columns" data-phone-view={phoneView}>
        <aside ref={side} className="page-editor-side" aria-label="Page structure">
          <button type="button" className="page-settings-select" aria-pressed={editor.selection.kind === "page"} onClick={() => chooser.select({ kind: "page" })}>
            Page settings
            {Object.keys(editor.problems.page).length > 0 ? (
              <>
                {" "}
                <span className="page-block-badge page-block-badge-problem">{NEEDS_FIXING}</span>
              </>
            ) : null}
          </button>
          <h2 className="page-editor-side-title">Blocks</h2>
          <BlockList editor={chooser} requiredBlock={answer.required_block} />
          <button type="button" className="ui-button ui-button-secondary page-add-block" onClick={() => setPaletteOpen(true)}>
            Add a block
          </button>
          <VersionsPanel pageId={page.id} currentVersion={page.version} previewing={previewing?.version ?? null} busy={busy} onPreview={(v) => void preview(v)} onRestore={(v) => void restore(v)} />
        </aside>
        <div className="page-editor-panel" ref={panel}>
          {editor.selectedId ? (
            <BlockPanel key={editor.selectedId} editor={editor} blockId={editor.selectedId} />
          ) : (
            <section className="page-panel" aria-labelledby="page-panel-title">
              <h2 id="page-panel-title">Page settings</h2>
              <PageSettingsForm editor={editor} kind={page.kind} />
            </section>
          )}
        </div>
        <div className="page-editor-preview">
          {previewing ? (
            <div className="builder-notice page-version-notice" role="region" aria-label="Version preview">
              <p className="builder-notice-title">
                Showing version {previewing.version} as published {formatDate(previewing.published_at, true)}. It cannot be edited here.
              </p>
              <div className="builder-notice-actions">
                <button type="button" className="ui-button ui-button-secondary" onClick={() => setPreviewing(null)}>
                  Back to your draft
                </button>
                <button
                  type="button"
                  className="ui-button ui-button-primary"
                  disabled={busy}
                  onClick={async () => {
                    const version = previewing.version;
                    if (await confirmRestore(version)) await restore(version);
                  }}
                >
                  Restore this version
                </button>
              </div>
            </div>
          ) : null}
          <PagePreviewPane doc={previewing?.doc ?? shown} routeName={page.route_name} selection={selection} />
        </div>
      </div>
      <BlockPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} onAdd={add} routeName={page.route_name} components={editor.doc.components} />
    </div>
  );
}
