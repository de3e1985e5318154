// The card every sign-in screen sits in, centred on the full-width auth pages (§2).
import { useId, type ReactNode } from "react";
import "../../../src/client/ui/form/form.css";
import "./auth.css";

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <div className="auth-screen">
      <section className="auth-card" aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        {intro ? <div className="auth-intro">{intro}</div> : null}
        {children}
      </section>
    </div>
  );
}
