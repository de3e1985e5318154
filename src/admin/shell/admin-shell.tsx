// The back office's frame: the owner's tools' shell (who is here, the active website, the
// screens' navigation) in the back office's words.
import { ToolShell } from "../../tool-shell/tool-shell";
import { ADMIN_SCREENS } from "../admin-screens";
import { ADMIN_ACCESS_TEXTS } from "./admin-access-texts";

export function AdminShell() {
  return <ToolShell name="Administration" doing="Managing" screens={ADMIN_SCREENS} access={ADMIN_ACCESS_TEXTS} />;
}
