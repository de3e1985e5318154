// Creating a content page: what it starts from (a template, ADR 0059), its address (checked as
// the owner types), search texts, which parts of the shop's frame it shows, CSS and structured
// data. An address the shop or another page already uses is refused by the server, and its
// message shows on the address. The page is a draft, seen by no shopper, until first published.
import { useId } from "react";
import { ApiError } from "../../client/api/http-client";
import { BusyButton } from "../../client/ui/busy-button";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { TextInput } from "../../client/ui/form/text-input";
import type { FormApi } from "../../client/ui/form/use-form";
import { Modal } from "../../client/ui/modal";
import { toast } from "../../client/ui/toast";
import { CONTENT_PAGE_URL, CONTENT_PAGE_URL_MESSAGE, type AdminPageAnswer, type NewPageBody, type PageTemplate } from "../../shared/api/admin-pages";
import type { FieldRules } from "../../shared/field-rules";
import { userMessage } from "../../shared/error-message";
import { createPage } from "../api/pages-api";
import { ToggleInput } from "../schema-form/widgets/toggle-input";
import { pageLabelAt, pageNodeAt } from "./page-settings-schema";

export const NEW_PAGE_TITLE = "New page";

/** The templates as the owner chooses them. */
export const PAGE_TEMPLATE_CHOICES: readonly { id: PageTemplate; title: string; description: string }[] = [
  { id: "blank", title: "Blank page", description: "Nothing on it yet: add the blocks you want." },
  { id: "content", title: "Content page", description: "A heading and text, for About us, delivery areas or your policies." },
  { id: "landing", title: "Landing page", description: "A banner in your colours over a carousel of your best deals, for an offer or a festival." },
];
export const START_FROM = "Start from";

interface NewPageValues {
  template: PageTemplate;
  url: string;
  seo_title: string;
  seo_description: string;
  seo_keyword: string;
  show_navbar: boolean;
  show_sub_navbar: boolean;
  show_footer: boolean;
  css: string;
  schema_script: string;
}

const INITIAL: NewPageValues = {
  template: "blank",
  url: "",
  seo_title: "",
  seo_description: "",
  seo_keyword: "",
  show_navbar: true,
  show_sub_navbar: true,
  show_footer: true,
  css: "",
  schema_script: "",
};

const TEXTS = ["seo_title", "seo_description", "seo_keyword"] as const;
const TOGGLES = ["show_navbar", "show_sub_navbar", "show_footer"] as const;
const CODE = ["css", "schema_script"] as const;

// Labels and lengths from schemas/page.json, as the page settings form shows them.
const label = (name: keyof NewPageValues) => pageLabelAt(`/${name}`);
const maxLength = (name: keyof NewPageValues) => pageNodeAt(`/${name}`)?.maxLength;

/** A content page's address as the forms that name one judge it. */
export const PAGE_URL_RULE = { label: label("url"), required: true, pattern: CONTENT_PAGE_URL, patternMessage: CONTENT_PAGE_URL_MESSAGE };

const RULES: FieldRules<NewPageValues> = { url: PAGE_URL_RULE };

/** A content page's address, judged as it is typed, not only on submit. */
export function PageAddressField<V extends { url: string }>({ form }: { form: FormApi<V> }) {
  return (
    <Field name="url" hint={CONTENT_PAGE_URL_MESSAGE}>
      <TextInput
        placeholder="/about-us"
        maxLength={maxLength("url")}
        autoComplete="off"
        onChange={(text) => {
          form.setValue("url", text as V["url"]);
          form.validate("url");
        }}
      />
    </Field>
  );
}

/** A refused page: a clash or a refused field is said on its field; anything else in a toast. */
export function showPageRefusal(error: unknown, form: Pick<FormApi<object>, "showErrors">): void {
  const onFields = error instanceof ApiError && (error.status === 409 || error.status === 422) && form.showErrors(error.fieldErrors);
  if (!onFields) toast.error(userMessage(error));
}

function bodyOf(values: NewPageValues): NewPageBody {
  return { ...values, url: values.url.trim(), schema_script: values.schema_script.trim() ? values.schema_script : null };
}

export interface NewPageDialogProps {
  open: boolean;
  onClose(): void;
  onCreated(answer: AdminPageAnswer): void;
}

export function NewPageDialog({ open, onClose, onCreated }: NewPageDialogProps) {
  const formId = useId();
  const submit = async (values: NewPageValues, form: FormApi<NewPageValues>) => {
    try {
      onCreated(await createPage(bodyOf(values)));
    } catch (error) {
      showPageRefusal(error, form);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={NEW_PAGE_TITLE} width={560} hideFooter>
      {/* Mounted afresh each time the dialog opens, so it starts empty. */}
      {open ? (
        <Form id={formId} className="page-new-form" aria-label={NEW_PAGE_TITLE} initialValues={INITIAL} rules={RULES} onSubmit={submit}>
          {(form) => (
            <>
              <fieldset className="page-template-choice">
                <legend>{START_FROM}</legend>
                {PAGE_TEMPLATE_CHOICES.map((choice) => (
                  <label key={choice.id} className="page-template-option">
                    <input type="radio" name={`${formId}-template`} value={choice.id} checked={form.values.template === choice.id} onChange={() => form.setValue("template", choice.id)} />
                    <span>
                      <strong>{choice.title}</strong>
                      <span className="page-template-description">{choice.description}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <PageAddressField form={form} />
              {TEXTS.map((name) => (
                <Field key={name} name={name} label={label(name)}>
                  <TextInput type={name === "seo_description" ? "textarea" : "text"} rows={3} maxLength={maxLength(name)} />
                </Field>
              ))}
              {TOGGLES.map((name) => (
                <Field key={name} name={name} label={label(name)} className="builder-field-toggle">
                  <ToggleInput />
                </Field>
              ))}
              {CODE.map((name) => (
                <Field key={name} name={name} label={label(name)}>
                  <TextInput type="textarea" rows={4} maxLength={maxLength(name)} className="page-code-input" />
                </Field>
              ))}
              <div className="page-form-actions">
                <button type="button" className="ui-button ui-button-secondary" onClick={onClose}>
                  Cancel
                </button>
                <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting}>
                  Create page
                </BusyButton>
              </div>
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
