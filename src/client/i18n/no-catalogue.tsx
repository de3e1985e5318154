// The one screen without a catalogue: the page's messages could not be fetched, so it cannot know
// its words; it says so in both of the shop's languages.
/* eslint-disable i18next/no-literal-string -- no catalogue reached the page to take these from */
export function NoCatalogue() {
  return (
    <main className="route-error" role="alert">
      <h1>
        <span lang="en">The shop could not be opened</span> · <span lang="hi">दुकान नहीं खुल सकी</span>
      </h1>
      <p>
        <span lang="en">Check your connection and reload the page.</span> <span lang="hi">अपना इंटरनेट कनेक्शन जाँचें और पेज फिर से लोड करें।</span>
      </p>
      <button type="button" onClick={() => location.reload()}>
        Reload · <span lang="hi">फिर से लोड करें</span>
      </button>
    </main>
  );
}
