// The listing cells (listing_cells and the colour-size cells, docs/decisions/listing-counts-and-search.md)
// count products per price band: price_band = final_price / PRICE_BAND_WIDTH, in whole rupees, rounded
// down. The listing service cuts a price range into those bands, so it must use the width the cells were
// built with. Migrations 0003 and 0008 keep their own frozen copy (a migration builds the same database
// whatever the code says later): a new width takes a new migration that rebuilds the cells, and this
// constant changed with it (tests/unit/server-listing-cells.test.ts compares the two).
export const PRICE_BAND_WIDTH = 50;
