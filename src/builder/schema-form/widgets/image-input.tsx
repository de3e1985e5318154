// A picture field: the owner chooses one of the website's pictures (the media library, issue
// 27) or picks a file, which is checked for type and size here (the server's own limits, so a
// refusal comes before a slow upload), uploaded, and its media key stored. Shows the picture and
// lets the owner remove it.
import { useState } from "react";
import { cdnImage } from "../../../shared/cdn-image";
import { MEDIA_UPLOAD_ACCEPT } from "../../../shared/api/site-settings";
import { userMessage } from "../../../shared/error-message";
import { useFieldControl } from "../../../client/ui/form/field-context";
import { FileField } from "../../../client/ui/form/file-field";
import { mediaProblem, uploadMedia } from "../../../client/api/media-api";
import { MediaLibraryDialog } from "../../media/media-library-dialog";
import { useDocumentEditor } from "../document-editor";

export const PICTURE_PROMPT = "Choose a picture…";
export const CHOOSE_FROM_PICTURES = "Choose from your pictures";

export function ImageInput() {
  const field = useFieldControl();
  const editor = useDocumentEditor();
  const [uploading, setUploading] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  if (!field) return null;
  const value = typeof field.value === "string" ? field.value : "";
  const label = editor.labelAt(field.name);

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = mediaProblem(file);
    editor.reportError(field.name, problem);
    if (problem) return;
    setUploading(true);
    try {
      const media = await uploadMedia(file);
      field.setValue(media.key);
    } catch (error) {
      editor.reportError(field.name, userMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="builder-image">
      {value ? <img className="builder-image-preview" src={cdnImage(value, "small")} alt="" /> : null}
      <FileField accept={MEDIA_UPLOAD_ACCEPT} value={value} onChange={(file) => void choose(file)} disabled={uploading} prompt={PICTURE_PROMPT} />
      <button type="button" className="builder-link-button" onClick={() => setLibraryOpen(true)} disabled={uploading} aria-label={`${CHOOSE_FROM_PICTURES} for ${label.toLowerCase()}`}>
        {CHOOSE_FROM_PICTURES}
      </button>
      <MediaLibraryDialog
        open={libraryOpen}
        current={value}
        onClose={() => setLibraryOpen(false)}
        onChoose={(key) => {
          editor.reportError(field.name, null);
          field.setValue(key);
        }}
      />
      {uploading ? (
        <p className="field-hint" role="status">
          Uploading…
        </p>
      ) : null}
      {value && !uploading ? (
        <button type="button" className="builder-link-button" onClick={() => field.setValue("")}>
          Remove {label.toLowerCase()}
        </button>
      ) : null}
    </div>
  );
}
