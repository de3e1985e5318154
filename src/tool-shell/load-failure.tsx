// What a tool's screen shows when its answer could not be fetched: the §8 message and "Try again".
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="tool-failure" role="alert">
      <p>{message}</p>
      <button type="button" className="ui-button ui-button-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
