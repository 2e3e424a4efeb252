// The mini-program has no boot script (index.html is H5's): nothing is drawn ahead of the app, and
// its list pages keep these styles (first-cards-styles.h5.ts) in their own packages.
export {}
