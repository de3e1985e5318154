// What an owner sees in preview instead of a block that cannot render.
import { useT } from "../i18n/use-t";
import type { PreviewMarks } from "./preview-marks";

export function BlockDiagnostic({ name, problems, marks }: { name: string; problems: string[]; marks?: PreviewMarks }) {
  const t = useT();
  const heading = t("app.blockCannotBeShown", { name });
  return (
    <section className="block-diagnostic" role="alert" aria-label={heading} data-block-error={name} {...marks}>
      <strong>{heading}</strong>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
    </section>
  );
}
