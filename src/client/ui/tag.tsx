// A small label, optionally removable (a chosen filter, say).
export function Tag({ children, onRemove, removeLabel }: { children: string; onRemove?: () => void; removeLabel?: string }) {
  return (
    <span className="tag">
      {children}
      {onRemove ? (
        <button type="button" className="tag-remove" onClick={onRemove} aria-label={removeLabel ?? `Remove ${children}`}>
          ×
        </button>
      ) : null}
    </span>
  );
}
