// Deleting an entry: asked first; a refusal (the server's 409 saying why) is shown as a toast and
// the list stays as it is.
import { confirm, type ConfirmOptions } from "../../client/ui/confirm-dialog";
import { toast } from "../../client/ui/toast";
import { showSaveError } from "./save-errors";

export async function removeAfterAsking(question: ConfirmOptions, remove: () => Promise<unknown>, done: string, after: () => void): Promise<void> {
  if (!(await confirm(question))) return;
  try {
    await remove();
    toast.success(done);
    after();
  } catch (error) {
    showSaveError(error, () => false);
  }
}
