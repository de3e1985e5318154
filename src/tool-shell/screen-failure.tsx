// What a tool's screen shows when its module or its answer could not be fetched: the §8 message
// and "Try again", which loads the screen's data again.
import { useRevalidator, useRouteError } from "react-router";
import { userMessage } from "../shared/error-message";
import { LoadFailure } from "./load-failure";

export function ScreenFailure() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return <LoadFailure message={userMessage(error)} onRetry={() => void revalidator.revalidate()} />;
}
