// Picture fields of the catalogue forms: the owner picks a file, which is checked for type and
// size here (the server's limits, so a refusal comes before a slow upload), uploaded to the
// website's media (POST /s/api/admin/media), and its key stored. One picture (a brand's logo)
// or a list of them (a product's pictures, the first one the shop shows).
import { useState } from "react";
import { useFieldControl } from "../../client/ui/form/field-context";
import { FileField } from "../../client/ui/form/file-field";
import { cdnImage } from "../../shared/cdn-image";
import { MEDIA_UPLOAD_ACCEPT, MEDIA_WRONG_TYPE } from "../../shared/api/site-settings";
import { acceptsFile } from "../../shared/file-accept";
import { userMessage } from "../../shared/error-message";
import { mediaProblem, uploadMedia } from "../../client/api/media-api";

export const PICTURE_PROMPT = "Choose a picture…";

/** Uploads a chosen file; answers its key, or null after saying why not. */
function usePictureUpload(accept: string, wrongType: string) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | null): Promise<string | null> => {
    if (!file) return null;
    const refused = acceptsFile(accept, file) ? mediaProblem(file) : wrongType;
    setProblem(refused);
    if (refused) return null;
    setUploading(true);
    try {
      return (await uploadMedia(file)).key;
    } catch (error) {
      setProblem(userMessage(error));
      return null;
    } finally {
      setUploading(false);
    }
  };
  const status = (
    <>
      {uploading ? (
        <p className="field-hint" role="status">
          Uploading…
        </p>
      ) : null}
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
  return { upload, uploading, status };
}

export interface PictureInputProps {
  /** "logo": the remove button says "Remove the logo". */
  what: string;
  /** Narrower than the media library takes, where the picture's reader draws only some kinds
   *  (an invoice's PDF draws PNG and JPEG); `wrongType` says so. */
  accept?: string;
  wrongType?: string;
}

/** One picture, inside a Field: its value is the picture's key or null. */
export function PictureInput({ what, accept = MEDIA_UPLOAD_ACCEPT, wrongType = MEDIA_WRONG_TYPE }: PictureInputProps) {
  const field = useFieldControl();
  const { upload, uploading, status } = usePictureUpload(accept, wrongType);
  if (!field) return null;
  const value = typeof field.value === "string" ? field.value : "";
  return (
    <div className="catalogue-picture">
      {value ? <img className="catalogue-thumb" src={cdnImage(value, "small")} alt="" /> : null}
      <FileField accept={accept} value={value} disabled={uploading} prompt={PICTURE_PROMPT} onChange={(file) => void upload(file).then((key) => key && field.setValue(key))} />
      {status}
      {value && !uploading ? (
        <button type="button" className="catalogue-link-button" onClick={() => field.setValue(null)}>
          Remove the {what}
        </button>
      ) : null}
    </div>
  );
}

/** Several pictures, inside a Field: its value is the list of keys, in the order shown. */
export function PicturesInput({ max }: { max: number }) {
  const field = useFieldControl();
  const { upload, uploading, status } = usePictureUpload(MEDIA_UPLOAD_ACCEPT, MEDIA_WRONG_TYPE);
  if (!field) return null;
  const keys = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <div className="catalogue-pictures">
      {keys.length ? (
        <ul className="catalogue-picture-list">
          {keys.map((key, index) => (
            <li key={key}>
              <img className="catalogue-thumb" src={cdnImage(key, "small")} alt={`Picture ${index + 1}`} />
              <button type="button" className="catalogue-link-button" onClick={() => field.setValue(keys.filter((k) => k !== key))}>
                Remove picture {index + 1}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {keys.length < max ? (
        <FileField
          accept={MEDIA_UPLOAD_ACCEPT}
          value={null}
          disabled={uploading}
          prompt={PICTURE_PROMPT}
          onChange={(file) => void upload(file).then((key) => key && !keys.includes(key) && field.setValue([...keys, key]))}
        />
      ) : null}
      {status}
    </div>
  );
}
