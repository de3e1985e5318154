// The frame of the business owner's screens: a centred column under the screen's heading.
import { useId, type ReactNode } from "react";
import "../../parts/account/account.css";
import "./bos.css";

export function BosPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="bos-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {intro ? <div className="bos-intro">{intro}</div> : null}
      {children}
    </section>
  );
}
