// Mounts a lazily loaded panel from its first opening on: its code (and the modal library with
// it) is fetched only when the shopper first asks for it, never with the first paint, and it
// stays mounted afterwards so its closing transition can play out.
import { Suspense, useState, type ReactNode } from "react";

export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
