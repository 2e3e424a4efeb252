// The styles the boot script's first cards are drawn with (painted-cards.ts), imported by the app's
// entry so they are in the app stylesheet that index.html inlines: the cards show before any of the
// page's own stylesheets has arrived. They are the grid's and the card's own sheets (the same
// classes, so the app's cards come exactly where the drawn ones were) and the sheets of the bars
// above the grid, whose heights place it. Being in the entry, they leave the list page's chunk.
import '../components/page-frame/index.scss'
import '../features/directory/components/directory-list.scss'
import '../components/waterfall/index.scss'
import '../features/directory/components/directory-card.scss'
