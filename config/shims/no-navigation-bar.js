// Taro's H5 router builds its own navigation bar at start (three inline SVGs parsed, a stylesheet
// added) even when the app draws its own (window.navigationStyle 'custom' on H5: see
// src/components/page-frame). Its handler (router/navigation-bar.js) checks for the element before
// every use and still sets document.title, so without the bar nothing is missing; the start is
// ~4 ms shorter on a desktop, four times that on a slow phone (profiled before the first screen).
export function initNavigationBar() {}
