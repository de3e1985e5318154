// The image rule lives in shared/ so the server's HTML uses it too (favicon, og:image).
export { cdnImage } from "../../shared/cdn-image";
