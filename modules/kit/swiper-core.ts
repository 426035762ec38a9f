// Swiper's code, loaded by a carousel on its first need (modules/kit/carousel.tsx): a chunk of its own.
export { Swiper } from "swiper";
export { Autoplay } from "swiper/modules";
