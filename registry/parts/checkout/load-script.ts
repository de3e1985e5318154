// A provider's checkout script, injected on the payment hand-off pages only: nothing else in
// the shop ever loads a third party's code. One element per address, however often it is asked
// for; a failed load is forgotten so that Try again fetches it anew.
import { translate } from "../../../src/client/i18n/translate";

/** Said to the shopper when the provider's script does not arrive (offline, blocked). */
export class ScriptLoadError extends Error {
  override readonly name = "ScriptLoadError";
  readonly expose = true;
  constructor(readonly src: string) {
    super(translate("checkout.scriptLoadFailed"));
  }
}

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        loading.delete(src);
        reject(new ScriptLoadError(src));
      };
      document.head.appendChild(script);
    });
    loading.set(src, pending);
  }
  return pending;
}
