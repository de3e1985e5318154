// One picture of the media library: its thumbnail and name, choosing it with a click, where it
// is shown, and a delete button when nothing shows it.
import { mediaUsePlace, type MediaPicture } from "../../shared/api/media-library";
import { BusyButton } from "../../client/ui/busy-button";

export interface MediaTileProps {
  picture: MediaPicture;
  /** The picture the field holds now: chosen already, so it is not offered for deleting. */
  current: boolean;
  deleting: boolean;
  onChoose(): void;
  onDelete(): void;
}

export function MediaTile({ picture, current, deleting, onChoose, onDelete }: MediaTileProps) {
  const [firstUse] = picture.used_in;
  const more = picture.used_in.length - 1;
  const where = firstUse ? `Used ${mediaUsePlace(firstUse)}${more > 0 ? ` and ${more} more` : ""}` : current ? "Chosen now" : "Not used anywhere";
  return (
    <li className={current ? "media-tile is-current" : "media-tile"}>
      <button type="button" className="media-tile-choose" onClick={onChoose} aria-label={`Choose ${picture.name}`} aria-pressed={current}>
        <img className="media-tile-image" src={picture.url} alt="" loading="lazy" />
        <span className="media-tile-name">{picture.name}</span>
      </button>
      <span className="media-tile-where">{where}</span>
      {!firstUse && !current ? (
        <BusyButton busy={deleting} className="builder-link-button media-tile-delete" onClick={onDelete} aria-label={`Delete ${picture.name}`}>
          Delete
        </BusyButton>
      ) : null}
    </li>
  );
}
