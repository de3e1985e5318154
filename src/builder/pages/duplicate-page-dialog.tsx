// Duplicating a page: the owner names the copy's address; the copy is a draft holding the page's
// latest blocks (its draft, else as published) until it is published. A shop screen's own block
// (the cart, the checkout…) stays on its screen: the server leaves it out of the copy.
import { useId } from "react";
import { BusyButton } from "../../client/ui/busy-button";
import { Form } from "../../client/ui/form/form";
import type { FormApi } from "../../client/ui/form/use-form";
import { Modal } from "../../client/ui/modal";
import type { AdminPageAnswer, AdminPageSummary } from "../../shared/api/admin-pages";
import { duplicatePage } from "../api/pages-api";
import { PAGE_URL_RULE, PageAddressField, showPageRefusal } from "./new-page-dialog";

export const duplicateTitle = (page: AdminPageSummary) => `Duplicate ${page.title}`;

interface Values {
  url: string;
}

/** A free address to suggest: the page's own, or a content page's, with "-copy" after it. */
const suggestion = (page: AdminPageSummary) =>
  page.kind === "content"
    ? `${page.url}-copy`
    : `/${
        page.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "") || "page"
      }-copy`;

export function DuplicatePageDialog({ page, onClose, onCreated }: { page: AdminPageSummary | null; onClose(): void; onCreated(answer: AdminPageAnswer): void }) {
  const formId = useId();
  const submit = async (values: Values, form: FormApi<Values>) => {
    if (!page) return;
    try {
      onCreated(await duplicatePage(page.id, { url: values.url.trim() }));
    } catch (error) {
      showPageRefusal(error, form);
    }
  };
  return (
    <Modal open={page !== null} onClose={onClose} title={page ? duplicateTitle(page) : ""} width={480} hideFooter>
      {page ? (
        <Form id={formId} className="page-new-form" aria-label={duplicateTitle(page)} initialValues={{ url: suggestion(page) }} rules={{ url: PAGE_URL_RULE }} onSubmit={submit}>
          {(form) => (
            <>
              <p className="field-hint">The copy is a draft with the same blocks; shoppers see it once you publish it.</p>
              <PageAddressField form={form} />
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
