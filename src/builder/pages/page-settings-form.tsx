// The page's own settings beside its blocks: search title, description and keywords, which
// parts of the shop's frame show, custom CSS and structured data, and (content pages only) the
// address. Generated from schemas/page.json like the other forms; each change is an undoable
// edit of the page, and a field's problem shows once the owner has changed it, or all of them
// after a refused publish.
import { useCallback, useMemo, useState } from "react";
import { CONTENT_PAGE_URL_MESSAGE, type PageKind } from "../../shared/api/admin-pages";
import type { DocumentEditor } from "../schema-form/document-editor";
import { DocumentForm } from "../schema-form/document-form";
import { getAt, isWithin, type Pointer } from "../schema-form/json-pointer";
import { SchemaField } from "../schema-form/schema-field";
import type { ErrorMap } from "../schema-form/validation-errors";
import { pageLabelAt, pageNodeAt, pageSettingsErrors } from "./page-settings-schema";
import type { PageEditor } from "./use-page-editor";

/** The id of a page setting's input, so a refused publish can take the owner to it. */
export const pageFieldId = (pointer: Pointer) => `page-setting${pointer.replace(/\//g, "-")}`;

const TOGGLES = ["/show_navbar", "/show_sub_navbar", "/show_footer"] as const;
const SEARCH = ["/seo_title", "/seo_description", "/seo_keyword"] as const;

function usePageSettingsEditor(editor: PageEditor, kind: PageKind): DocumentEditor {
  const { doc, setPageField, problems, showAllProblems } = editor;
  const [touched, setTouched] = useState<readonly Pointer[]>([]);
  const [reported, setReported] = useState<ErrorMap>({});
  const found = useMemo(() => pageSettingsErrors(doc, kind), [doc, kind]);

  const errors = useMemo(() => {
    const shown: Record<Pointer, string> = {};
    for (const [pointer, message] of Object.entries(found)) {
      if (showAllProblems || touched.some((t) => isWithin(pointer, t))) shown[pointer] = message;
    }
    return { ...shown, ...problems.page, ...reported };
  }, [found, showAllProblems, touched, problems.page, reported]);

  const set = useCallback(
    (pointer: Pointer, value: unknown) => {
      setTouched((list) => (list.includes(pointer) ? list : [...list, pointer]));
      setReported((current) => (pointer in current ? Object.fromEntries(Object.entries(current).filter(([p]) => p !== pointer)) : current));
      setPageField(pointer, value);
    },
    [setPageField],
  );
  const reportError = useCallback((pointer: Pointer, message: string | null) => {
    setReported((current) => (message === null ? Object.fromEntries(Object.entries(current).filter(([p]) => p !== pointer)) : { ...current, [pointer]: message }));
  }, []);
  const get = useCallback((pointer: Pointer) => getAt(doc, pointer), [doc]);

  return useMemo(
    () => ({ get, set, errors, reportError, nodeAt: pageNodeAt, labelAt: pageLabelAt, requiredAt: (pointer: Pointer) => pointer === "/url", fieldId: pageFieldId }),
    [get, set, errors, reportError],
  );
}

export function PageSettingsForm({ editor, kind }: { editor: PageEditor; kind: PageKind }) {
  const settings = usePageSettingsEditor(editor, kind);
  return (
    <DocumentForm editor={settings}>
      <form className="page-settings-form" aria-label="Page settings" noValidate onSubmit={(event) => event.preventDefault()}>
        {kind === "content" ? (
          <SchemaField pointer="/url" hint={CONTENT_PAGE_URL_MESSAGE} />
        ) : (
          <p className="page-settings-address">
            Address <code>{editor.doc.url}</code>: a page of the shop itself keeps its address.
          </p>
        )}
        <fieldset className="builder-fieldset">
          <legend>Search engines</legend>
          {SEARCH.map((pointer) => (
            <SchemaField key={pointer} pointer={pointer} />
          ))}
        </fieldset>
        <fieldset className="builder-fieldset">
          <legend>Frame</legend>
          {TOGGLES.map((pointer) => (
            <SchemaField key={pointer} pointer={pointer} />
          ))}
        </fieldset>
        <SchemaField pointer="/css" hint="Rules for this page only; the shop keeps those it allows." />
        <SchemaField pointer="/schema_script" hint="JSON-LD describing the page to search engines." />
      </form>
    </DocumentForm>
  );
}
