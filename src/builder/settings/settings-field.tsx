// One field of the settings screen: the schema's own field, with the link picker for links
// (navigation, footer and popup). The site schema's links take tel: and mailto: too, which
// banners' links do not, so they keep their own rules and hint rather than x-widget link's.
import { useDocumentEditor } from "../schema-form/document-editor";
import { parsePointer, type Pointer } from "../schema-form/json-pointer";
import { SchemaField } from "../schema-form/schema-field";
import { labelOf } from "../schema-form/schema-node";
import { LinkPicker } from "../schema-form/widgets/link-picker";

export function SettingsField({ pointer }: { pointer: Pointer }) {
  const editor = useDocumentEditor();
  const key = parsePointer(pointer).pop() ?? "";
  if (key !== "link") return <SchemaField pointer={pointer} />;
  const node = editor.nodeAt(pointer);
  return <SchemaField pointer={pointer} control={<LinkPicker label={labelOf(node, key)} placeholder={node?.["x-placeholder"]} />} />;
}
