// The builder's frame: the owner's tools' shell (who is here, the active website, the screens'
// navigation) in the builder's words.
import { ToolShell } from "../../tool-shell/tool-shell";
import { BUILDER_SCREENS } from "../builder-screens";
import { BUILDER_ACCESS_TEXTS } from "./access-message";

export function BuilderShell() {
  return <ToolShell name="Page builder" doing="Editing" screens={BUILDER_SCREENS} access={BUILDER_ACCESS_TEXTS} />;
}
