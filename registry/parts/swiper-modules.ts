// What the carousels add to swiper, re-exported statically so the build keeps only these: a
// dynamic import of "swiper/modules" itself keeps every module (about 24 kB compressed). The
// carousels' autoplay is their own (carousel-autoplay.ts), fetched with swiper.
export { Navigation } from "swiper/modules";
export { autoplay } from "./carousel-autoplay";
