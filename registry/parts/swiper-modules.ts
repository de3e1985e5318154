// The swiper modules the carousels use, re-exported statically so the build keeps only these: a
// dynamic import of "swiper/modules" itself keeps every module (about 24 kB compressed).
export { Autoplay, Navigation } from "swiper/modules";
