// What an owner sees in preview instead of a block that cannot render.
export function BlockDiagnostic({ name, problems }: { name: string; problems: string[] }) {
  return (
    <section className="block-diagnostic" role="alert" aria-label={`Block "${name}" cannot be shown`} data-block-error={name}>
      <strong>Block "{name}" cannot be shown</strong>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
    </section>
  );
}
