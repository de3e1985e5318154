/** The page head's `<meta name=… content="/i18n/<lang>.<hash>.json">`: where the shop's start finds its messages. */
export const MESSAGES_META = "kirana-messages";

/** The English catalogue at its unhashed address (revalidated on each use): the owners' tools' words. */
export const TOOL_MESSAGES_PATH = "/i18n/en.json";
