// What an owner sees in preview instead of a block that cannot render.
import type { PreviewMarks } from "./preview-marks";

export function BlockDiagnostic({ name, problems, marks }: { name: string; problems: string[]; marks?: PreviewMarks }) {
  return (
    <section className="block-diagnostic" role="alert" aria-label={`Block "${name}" cannot be shown`} data-block-error={name} {...marks}>
      <strong>Block "{name}" cannot be shown</strong>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
    </section>
  );
}
