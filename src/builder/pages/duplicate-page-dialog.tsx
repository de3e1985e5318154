// Duplicating a page: the owner names the copy's address; the copy is a draft holding the page's
// latest blocks (its draft, else as published) until it is published. A shop screen's own block
// (the cart, the checkout…) stays on its screen: the server leaves it out of the copy.
import { useId } from "react";
import { ApiError } from "../../client/api/http-client";
import { BusyButton } from "../../client/ui/busy-button";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { TextInput } from "../../client/ui/form/text-input";
import type { FormApi } from "../../client/ui/form/use-form";
import { Modal } from "../../client/ui/modal";
import { toast } from "../../client/ui/toast";
import { CONTENT_PAGE_URL_MESSAGE, type AdminPageAnswer, type AdminPageSummary } from "../../shared/api/admin-pages";
import { userMessage } from "../../shared/error-message";
import { duplicatePage } from "../api/pages-api";
import { PAGE_URL_RULE } from "./new-page-dialog";

export const duplicateTitle = (page: AdminPageSummary) => `Duplicate ${page.title}`;

interface Values {
  url: string;
}

/** A free address to suggest: the page's own, or a content page's, with "-copy" after it. */
const suggestion = (page: AdminPageSummary) => (page.kind === "content" ? `${page.url}-copy` : `/${page.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "page"}-copy`);

export function DuplicatePageDialog({ page, onClose, onCreated }: { page: AdminPageSummary | null; onClose(): void; onCreated(answer: AdminPageAnswer): void }) {
  const formId = useId();
  const submit = async (values: Values, form: FormApi<Values>) => {
    if (!page) return;
    try {
      onCreated(await duplicatePage(page.id, { url: values.url.trim() }));
    } catch (error) {
      const onFields = error instanceof ApiError && (error.status === 409 || error.status === 422) && form.showErrors(error.fieldErrors);
      if (!onFields) toast.error(userMessage(error));
    }
  };
  return (
    <Modal open={page !== null} onClose={onClose} title={page ? duplicateTitle(page) : ""} width={480} hideFooter>
      {page ? (
        <Form id={formId} className="page-new-form" aria-label={duplicateTitle(page)} initialValues={{ url: suggestion(page) }} rules={{ url: PAGE_URL_RULE }} onSubmit={submit}>
          {(form) => (
            <>
              <p className="field-hint">The copy is a draft with the same blocks; shoppers see it once you publish it.</p>
              <Field name="url" hint={CONTENT_PAGE_URL_MESSAGE}>
                <TextInput
                  autoComplete="off"
                  onChange={(text) => {
                    form.setValue("url", text);
                    form.validate("url");
                  }}
                />
              </Field>
              <div className="page-form-actions">
                <button type="button" className="ui-button ui-button-secondary" onClick={onClose}>
                  Cancel
                </button>
                <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting}>
                  Make the copy
                </BusyButton>
              </div>
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
