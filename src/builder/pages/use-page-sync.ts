// Keeping the page being edited in step with the server: the edits are saved as the page's
// draft a moment after the owner pauses (shoppers never see a draft), each save naming the
// revision it builds on. When someone else saved or published meanwhile the server refuses
// (409) and nothing is overwritten: autosaving stops until the owner loads their version or
// keeps theirs. Publishing, discarding the draft and restoring a version go through here too,
// since each changes what the server holds.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../client/api/http-client";
import { toast } from "../../client/ui/toast";
import { NOTHING_TO_PUBLISH, PAGE_CHANGED_ELSEWHERE, type AdminPageAnswer, type AdminPageSummary } from "../../shared/api/admin-pages";
import { userMessage } from "../../shared/error-message";
import type { PageDocument } from "../../shared/page-document";
import { discardDraft, fetchPage, publishPage, restoreVersion, saveDraft } from "../api/pages-api";
import { deepEqual } from "../lib/deep-equal";
import { asSent, blockIds, documentToSave } from "./page-edits";
import type { PageEditor } from "./use-page-editor";
import type { PublishProblems } from "./publish-problems";

/** The pause after the last edit before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1000;

export const PUBLISHED_MESSAGE = "Published. Shoppers see this version of the page now.";
export const DISCARDED_MESSAGE = "Draft discarded. The page is back to its published version.";
export const restoredMessage = (version: number) => `Version ${version} is now your draft. Publish it to make it live.`;

export type SaveStatus = "idle" | "saving" | "failed" | "conflict";
export type PageAction = "publishing" | "discarding" | "restoring" | "loading";

interface ServerState {
  page: AdminPageSummary;
  published: PageDocument;
  /** What the server holds for the page (its draft, else what is published), as the editor would send it. */
  saved: PageDocument;
}

const fromAnswer = (answer: AdminPageAnswer): ServerState => ({ page: answer.page, published: answer.published, saved: asSent(answer.draft ?? answer.published) });

const isChangedElsewhere = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409 && error.message === PAGE_CHANGED_ELSEWHERE;

export interface PageSync {
  page: AdminPageSummary;
  published: PageDocument;
  status: SaveStatus;
  /** The edits differ from what the server holds. */
  dirty: boolean;
  /** What went wrong with the last save, or why saving stopped. */
  problem: string | null;
  action: PageAction | null;
  /** Saves now what is not saved yet; answers whether the server holds the edits. */
  save(): Promise<boolean>;
  /** Answers the problems when the server refused to publish, else null. */
  publish(): Promise<PublishProblems | null>;
  discard(): Promise<void>;
  restore(version: number): Promise<void>;
  /** After a conflict: the page as the server holds it replaces the edits. */
  loadTheirs(): Promise<void>;
  /** After a conflict: the edits are saved over theirs. */
  keepMine(): Promise<void>;
}

export function usePageSync(initial: AdminPageAnswer, editor: PageEditor): PageSync {
  const pageId = initial.page.id;
  const [server, setServerState] = useState<ServerState>(() => fromAnswer(initial));
  const [status, setStatusState] = useState<SaveStatus>("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const [action, setAction] = useState<PageAction | null>(null);

  // Saves and publishing run across renders; they read the latest of these, not a render's.
  const serverRef = useRef(server);
  const statusRef = useRef(status);
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const inFlight = useRef<Promise<boolean> | null>(null);
  const failedDoc = useRef<PageDocument | null>(null);

  const setServer = useCallback((next: ServerState) => {
    serverRef.current = next;
    setServerState(next);
  }, []);
  const setStatus = useCallback((next: SaveStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  const dirty = useMemo(() => !deepEqual(documentToSave(editor.doc), server.saved), [editor.doc, server.saved]);

  const sendDraft = useCallback(async (): Promise<boolean> => {
    if (statusRef.current === "conflict") return false;
    const doc = editorRef.current.doc;
    const sent = documentToSave(doc);
    const before = serverRef.current;
    if (deepEqual(sent, before.saved)) return true;
    setStatus("saving");
    try {
      const answer = await saveDraft(pageId, sent, before.page.revision);
      const now = serverRef.current;
      setServer({ ...now, saved: sent, page: { ...now.page, has_draft: true, revision: answer.revision, updated_at: answer.updated_at } });
      failedDoc.current = null;
      setProblem(null);
      setStatus("idle");
      return true;
    } catch (error) {
      if (isChangedElsewhere(error)) {
        setProblem(error.message);
        setStatus("conflict");
      } else {
        failedDoc.current = doc;
        setProblem(userMessage(error));
        setStatus("failed");
      }
      return false;
    }
  }, [pageId, setServer, setStatus]);

  const save = useCallback((): Promise<boolean> => {
    // One save at a time: a later one waits for the one on its way, then sends what is there then.
    const run = (inFlight.current ?? Promise.resolve(true)).then(sendDraft);
    inFlight.current = run;
    void run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
    return run;
  }, [sendDraft]);

  /** Waits for a save on its way, so the next call names the revision it produced. */
  const settled = useCallback(async () => {
    await inFlight.current;
  }, []);

  useEffect(() => {
    if (!dirty || action !== null || status === "saving" || status === "conflict") return;
    // A failed save is tried again after the next edit (or the owner's "Try again").
    if (status === "failed" && failedDoc.current === editor.doc) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [editor.doc, dirty, action, status, save]);

  const conflictOr = useCallback(
    (error: unknown) => {
      if (isChangedElsewhere(error)) {
        setProblem(error.message);
        setStatus("conflict");
      } else {
        toast.error(userMessage(error));
      }
    },
    [setStatus],
  );

  const publish = useCallback(async (): Promise<PublishProblems | null> => {
    setAction("publishing");
    // The blocks' ids in the order of the draft the server judges: its messages point by place.
    let ids = blockIds(editorRef.current.doc);
    try {
      if (!(await save())) return null;
      ids = blockIds(editorRef.current.doc);
      const sent = serverRef.current.saved;
      if (!serverRef.current.page.has_draft) {
        toast.info(NOTHING_TO_PUBLISH);
        return null;
      }
      const answer = await publishPage(pageId, serverRef.current.page.revision);
      setServer(fromAnswer(answer));
      // The server's (sanitised) copy takes the place of what was sent, unless the owner edited on.
      if (deepEqual(documentToSave(editorRef.current.doc), sent)) editorRef.current.serverDocument(answer.published, "replace");
      editorRef.current.clearProblems();
      toast.success(PUBLISHED_MESSAGE);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        toast.error(error.message);
        return editorRef.current.refusePublish(error.fieldErrors, ids);
      }
      conflictOr(error);
      return null;
    } finally {
      setAction(null);
    }
  }, [pageId, save, setServer, conflictOr]);

  const discard = useCallback(async () => {
    setAction("discarding");
    try {
      await settled();
      // Edits that never reached a draft only need taking back here.
      if (!serverRef.current.page.has_draft) {
        editorRef.current.serverDocument(serverRef.current.published, "step");
        return;
      }
      const answer = await discardDraft(pageId, serverRef.current.page.revision);
      setServer(fromAnswer(answer));
      editorRef.current.serverDocument(answer.draft ?? answer.published, "step");
      editorRef.current.clearProblems();
      toast.success(DISCARDED_MESSAGE);
    } catch (error) {
      conflictOr(error);
    } finally {
      setAction(null);
    }
  }, [pageId, settled, setServer, conflictOr]);

  const restore = useCallback(
    async (version: number) => {
      setAction("restoring");
      try {
        await settled();
        const answer = await restoreVersion(pageId, version, serverRef.current.page.revision);
        setServer(fromAnswer(answer));
        editorRef.current.serverDocument(answer.draft ?? answer.published, "step");
        editorRef.current.clearProblems();
        toast.success(restoredMessage(version));
      } catch (error) {
        conflictOr(error);
      } finally {
        setAction(null);
      }
    },
    [pageId, settled, setServer, conflictOr],
  );

  const reload = useCallback(
    async (keep: boolean) => {
      setAction("loading");
      try {
        await settled();
        const answer = await fetchPage(pageId);
        setServer(fromAnswer(answer));
        if (!keep) editorRef.current.serverDocument(answer.draft ?? answer.published, "reset");
        setProblem(null);
        setStatus("idle");
        failedDoc.current = null;
        if (keep) await save();
      } catch (error) {
        toast.error(userMessage(error));
      } finally {
        setAction(null);
      }
    },
    [pageId, settled, setServer, setStatus, save],
  );
  const loadTheirs = useCallback(() => reload(false), [reload]);
  const keepMine = useCallback(() => reload(true), [reload]);

  return { page: server.page, published: server.published, status, dirty, problem, action, save, publish, discard, restore, loadTheirs, keepMine };
}
