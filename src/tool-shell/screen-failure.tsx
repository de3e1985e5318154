// What a tool's screen shows when its module or its answer could not be fetched: the §8 message
// in the screen's place, and the way on — "Try again", which loads the screen's data again, or,
// when what the address names does not exist (a deleted coupon), the list it belongs to.
import { Link, useLocation, useRevalidator, useRouteError } from "react-router";
import { ApiError } from "../client/api/http-client";
import { userMessage } from "../shared/error-message";
import { LoadFailure } from "./load-failure";

export function ScreenFailure() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const message = userMessage(error);
  // /coupons/999 belongs to /coupons; a screen at the top has nowhere above it but itself.
  const above = pathname.replace(/\/+$/, "").split("/").slice(0, -1).join("/");
  const gone = error instanceof ApiError && error.status === 404 && above !== "";
  return (
    <section className="tool-screen-failure">
      {gone ? (
        <div className="tool-failure" role="alert">
          <p>{message}</p>
          <Link className="ui-button ui-button-secondary" to={above}>
            Back to the list
          </Link>
        </div>
      ) : (
        <LoadFailure message={message} onRetry={() => void revalidator.revalidate()} />
      )}
    </section>
  );
}
