// A search that found nothing is not a dead end (issue 30): the shopper is offered the nearest
// search that finds something ("Did you mean …") and the shop's popular products, and can clear
// the filters that narrowed it.
import { useEffect, useState } from "react";
import type { NoResultsAnswer } from "../../../src/shared/api/search-no-results";
import { fetchNoResults } from "../../../src/client/api/search-api";
import { isAbortError } from "../../../src/client/api/http-client";
import { Message } from "../../../src/client/i18n/message";
import { useT } from "../../../src/client/i18n/use-t";
import { ProductCard } from "../../parts/product-card";

interface Props {
  q: string;
  /** Whether categories or brands narrowed the search too. */
  narrowed: boolean;
  onSearch(q: string): void;
  onClear(): void;
}

export function NoResults({ q, narrowed, onSearch, onClear }: Props) {
  const t = useT();
  const [answer, setAnswer] = useState<NoResultsAnswer | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    setAnswer(null);
    fetchNoResults(q, abort.signal)
      .then(setAnswer)
      // Without it the shopper still has the message and Clear: nothing more to say.
      .catch((error: unknown) => void (isAbortError(error) || setAnswer({ q, did_you_mean: null, popular: [] })));
    return () => abort.abort();
  }, [q]);

  return (
    <div className="listing-state listing-no-results">
      <p>
        <Message id={narrowed ? "catalogue.noResultsFiltered" : "catalogue.noResults"} values={{ q, b: (chunks) => <strong>{chunks}</strong> }} />
      </p>
      {answer?.did_you_mean ? (
        <p className="listing-did-you-mean">
          <Message
            id="catalogue.didYouMean"
            values={{
              q: answer.did_you_mean,
              suggestion: (chunks) => (
                <button type="button" className="listing-link-button" onClick={() => onSearch(answer.did_you_mean!)}>
                  {chunks}
                </button>
              ),
            }}
          />
        </p>
      ) : null}
      <button type="button" onClick={onClear}>
        {narrowed ? t("catalogue.clearFilters") : t("catalogue.clearSearch")}
      </button>
      {answer && answer.popular.length ? (
        <section className="listing-popular" aria-labelledby="listing-popular-heading">
          <h2 id="listing-popular-heading">{t("catalogue.popular")}</h2>
          <div className="listing-grid">
            {answer.popular.map((p) => (
              <ProductCard key={p.product_id} product={p} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
