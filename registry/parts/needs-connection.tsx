// Beside a button whose press needs the server: while the browser is offline, the sentence
// saying so (issue 36), in place of a press that could only fail. The caller disables the button
// and points its aria-describedby here. The bar above the header announces the change itself, so
// this is no live region: a screen reader hears it with the button.
import type { ReactNode } from "react";
import { useOnline } from "../../src/client/state/use-online";
import "./needs-connection.css";

export function NeedsConnection({ id, children }: { id: string; children: ReactNode }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p id={id} className="needs-connection">
      {children}
    </p>
  );
}
