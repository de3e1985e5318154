// A small label or chip (a chosen filter, a status), optionally removable.
import type { ReactNode } from "react";
import { useT } from "../i18n/use-t";
import "./ui.css";

export type TagTone = "neutral" | "primary" | "success" | "warning" | "danger";

export interface TagProps {
  children: ReactNode;
  tone?: TagTone;
  /** Shows a × button that calls this. */
  onRemove?: () => void;
  /** Accessible name of the × button; defaults to "Remove {text}" (app.removeThing) when the tag is plain text. */
  removeLabel?: string;
  className?: string;
}

export function Tag({ children, tone = "neutral", onRemove, removeLabel, className }: TagProps) {
  const t = useT();
  const text = typeof children === "string" || typeof children === "number" ? String(children) : "";
  return (
    <span className={["tag", `tag-${tone}`, className ?? ""].filter(Boolean).join(" ")}>
      <span className="tag-text">{children}</span>
      {onRemove ? (
        <button type="button" className="tag-remove" onClick={onRemove} aria-label={removeLabel ?? (text ? t("app.removeThing", { name: text }) : t("app.remove"))}>
          ×
        </button>
      ) : null}
    </span>
  );
}
