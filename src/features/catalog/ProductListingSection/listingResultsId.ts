/** The id of a listing's results (whatever state they are in): the skip link "Skip to products" leads
 * there, past the page's header, category links and filters. One listing per page. In a module of its
 * own: the layout's page handles name it on every page, without the listing's code. */
export const LISTING_RESULTS_ID = "products";
