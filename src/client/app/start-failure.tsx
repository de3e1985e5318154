// When the shop cannot start (the init call failed), say so and offer a retry.
export function StartFailure() {
  return (
    <main className="route-error" role="alert">
      <h1>The shop could not be opened</h1>
      <p>There's been an error, please try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
