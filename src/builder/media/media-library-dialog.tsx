// The website's pictures for a picture field (issue 27, ADR 0058): searched by name, chosen with
// a click, deleted when nothing shows them (after asking), or a new one uploaded and chosen.
import { useId, useState } from "react";
import { deleteMedia, MEDIA_QUERY_MAX, mediaProblem, uploadMedia } from "../../client/api/media-api";
import { confirm } from "../../client/ui/confirm-dialog";
import { FieldContext } from "../../client/ui/form/field-context";
import { FileField } from "../../client/ui/form/file-field";
import { Modal } from "../../client/ui/modal";
import { Spinner } from "../../client/ui/spinner";
import { MEDIA_UPLOAD_ACCEPT } from "../../shared/api/site-settings";
import type { MediaPicture } from "../../shared/api/media-library";
import { userMessage } from "../../shared/error-message";
import { MediaTile } from "./media-tile";
import { useMediaLibrary } from "./use-media-library";
import "./media-library.css";

export const MEDIA_LIBRARY_TITLE = "Your pictures";
export const UPLOAD_NEW_PICTURE = "Upload a new picture";
export const NO_PICTURES_YET = "You have not uploaded any pictures yet.";
export const noPicturesNamed = (q: string) => `No pictures are named like “${q}”.`;
export const DELETED_FOR_GOOD = "It will be gone from your pictures for good.";

export interface MediaLibraryDialogProps {
  open: boolean;
  /** The key the field holds now, if any. */
  current: string;
  onClose(): void;
  onChoose(key: string): void;
}

export function MediaLibraryDialog({ open, current, onClose, onChoose }: MediaLibraryDialogProps) {
  const searchId = useId();
  const uploadId = useId();
  const [query, setQuery] = useState("");
  const [deleting, setDeleting] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const library = useMediaLibrary(open, query.trim());

  const choose = (key: string) => {
    onChoose(key);
    onClose();
  };

  const remove = async (picture: MediaPicture) => {
    if (!(await confirm({ title: `Delete ${picture.name}?`, text: DELETED_FOR_GOOD, confirmText: "Delete", cancelText: "Keep it" }))) return;
    setDeleting(picture.key);
    setProblem(null);
    try {
      await deleteMedia(picture.key);
      library.forget(picture.key);
    } catch (error) {
      // Refused because something started showing it since the list came: the list says where.
      setProblem(userMessage(error));
      library.reload();
    } finally {
      setDeleting(null);
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    const refused = mediaProblem(file);
    setProblem(refused);
    if (refused) return;
    setUploading(true);
    try {
      choose((await uploadMedia(file)).key);
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const { pictures, total, state } = library;
  const searched = query.trim();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={MEDIA_LIBRARY_TITLE}
      width={760}
      className="media-library"
      footer={
        <button type="button" className="ui-button ui-button-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      {/* The picture field that opened the dialog is not the upload box's field: its name, label
          and error wiring must not reach the box (context passes through the modal's portal). */}
      <FieldContext.Provider value={null}>
        <div className="media-library-tools">
          <div className="media-library-search">
            <label htmlFor={searchId}>Search your pictures</label>
            <input id={searchId} type="search" className="text-input" value={query} maxLength={MEDIA_QUERY_MAX} placeholder="Picture name" onChange={(e) => setQuery(e.target.value)} />
          </div>
          <div className="media-library-upload">
            <label htmlFor={uploadId}>{UPLOAD_NEW_PICTURE}</label>
            <FileField id={uploadId} accept={MEDIA_UPLOAD_ACCEPT} value={null} onChange={(file) => void upload(file)} disabled={uploading} prompt="Choose a picture…" />
            {uploading ? (
              <p className="field-hint" role="status">
                Uploading…
              </p>
            ) : null}
          </div>
        </div>
        {problem ? (
          <p className="field-error media-library-problem" role="alert">
            {problem}
          </p>
        ) : null}
        {pictures.length ? (
          <ul className="media-library-grid" aria-label="Pictures">
            {pictures.map((picture) => (
              <MediaTile
                key={picture.key}
                picture={picture}
                current={picture.key === current}
                deleting={deleting === picture.key}
                onChoose={() => choose(picture.key)}
                onDelete={() => void remove(picture)}
              />
            ))}
          </ul>
        ) : state.status === "done" ? (
          <p className="media-library-empty">{searched ? noPicturesNamed(searched) : NO_PICTURES_YET}</p>
        ) : null}
        {state.status === "loading" ? <Spinner size="small" label="Loading pictures…" /> : null}
        {state.status === "failed" ? (
          <p className="field-error" role="alert">
            {state.message}{" "}
            <button type="button" className="builder-link-button" onClick={library.reload}>
              Try again
            </button>
          </p>
        ) : null}
        {state.status === "done" && pictures.length < total ? (
          <button type="button" className="ui-button ui-button-secondary media-library-more" onClick={library.more}>
            Show more pictures
          </button>
        ) : null}
      </FieldContext.Provider>
    </Modal>
  );
}
