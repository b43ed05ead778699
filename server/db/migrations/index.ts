import type { Migration } from "kysely";
import * as m0001 from "./0001_catalogue";
import * as m0002 from "./0002_listing_search_contact";
import * as m0003 from "./0003_listing_cells";
import * as m0004 from "./0004_accounts";
import * as m0005 from "./0005_code_send_window";
import * as m0006 from "./0006_drop_tag_counts";
import * as m0007 from "./0007_account_hardening";
import * as m0008 from "./0008_color_size_cells";
import * as m0009 from "./0009_carts";
import * as m0010 from "./0010_reviews_orders";
import * as m0011 from "./0011_wishlists";
import * as m0012 from "./0012_restock_alerts";
import * as m0013 from "./0013_cart_coupons";
import * as m0014 from "./0014_orders_payments";
import * as m0015 from "./0015_order_lifecycle";
import * as m0016 from "./0016_search_words";
import * as m0017 from "./0017_new_badge_by_date";
import * as m0018 from "./0018_banner_pages_and_words";
import * as m0019 from "./0019_drop_product_trigram_index";
import * as m0020 from "./0020_order_lines_buyer";
import * as m0021 from "./0021_product_title_search";
import * as m0022 from "./0022_order_numbers_and_bag";
import * as m0025 from "./0025_guest_bags";
import * as m0026 from "./0026_user_names";
import * as m0028 from "./0028_cart_coupon";
import * as m0029 from "./0029_jeans_waist_sizes";
import * as m0030 from "./0030_free_shipping_headline";
import * as m0031 from "./0031_sample_banner_words";
import * as m0032 from "./0032_jobs";
import * as m0033 from "./0033_cache_versions";
import * as m0034 from "./0034_stored_files";
import * as m0035 from "./0035_payment_start";
import * as m0036 from "./0036_filters_refreshed_when_changed";
import * as m0037 from "./0037_catalogue_staff";
import * as m0038 from "./0038_headline_schedule";
import * as m0039 from "./0039_pictures";
import * as m0040 from "./0040_staff_product_list";
import * as m0041 from "./0041_banner_slides";
import * as m0042 from "./0042_only_published_counted";
import * as m0043 from "./0043_product_picture_waits";
import * as m0044 from "./0044_customiser";
import * as m0046 from "./0046_order_print_files";
import * as m0047 from "./0047_ordered_designs";
import * as m0049 from "./0049_return_kinds";
import * as m0051 from "./0051_complaints";
import * as m0052 from "./0052_product_declarations";
import * as m0053 from "./0053_personal_data";
import * as m0055 from "./0055_complaint_retention";
import * as m0056 from "./0056_return_kinds_and_order_retention";
import * as m0057 from "./0057_web_vitals";
import * as m0058 from "./0058_guest_uploads";
import * as m0059 from "./0059_email_change_codes";
import * as m0060 from "./0060_idle_bags";
import * as m0061 from "./0061_email_change_code_owner";

/** Every migration, keyed by name (sorted order = run order). A record instead of FileMigrationProvider
 * so it works under tsx and in a bundle alike. */
export const migrations: Record<string, Migration> = {
  "0001_catalogue": m0001,
  "0002_listing_search_contact": m0002,
  "0003_listing_cells": m0003,
  "0004_accounts": m0004,
  "0005_code_send_window": m0005,
  "0006_drop_tag_counts": m0006,
  "0007_account_hardening": m0007,
  "0008_color_size_cells": m0008,
  "0009_carts": m0009,
  "0010_reviews_orders": m0010,
  "0011_wishlists": m0011,
  "0012_restock_alerts": m0012,
  "0013_cart_coupons": m0013,
  "0014_orders_payments": m0014,
  "0015_order_lifecycle": m0015,
  "0016_search_words": m0016,
  "0017_new_badge_by_date": m0017,
  "0018_banner_pages_and_words": m0018,
  "0019_drop_product_trigram_index": m0019,
  "0020_order_lines_buyer": m0020,
  "0021_product_title_search": m0021,
  "0022_order_numbers_and_bag": m0022,
  "0025_guest_bags": m0025,
  "0026_user_names": m0026,
  "0028_cart_coupon": m0028,
  "0029_jeans_waist_sizes": m0029,
  "0030_free_shipping_headline": m0030,
  "0031_sample_banner_words": m0031,
  "0032_jobs": m0032,
  "0033_cache_versions": m0033,
  "0034_stored_files": m0034,
  "0035_payment_start": m0035,
  "0036_filters_refreshed_when_changed": m0036,
  "0037_catalogue_staff": m0037,
  "0038_headline_schedule": m0038,
  "0039_pictures": m0039,
  "0040_staff_product_list": m0040,
  "0041_banner_slides": m0041,
  "0042_only_published_counted": m0042,
  "0043_product_picture_waits": m0043,
  "0044_customiser": m0044,
  "0046_order_print_files": m0046,
  "0047_ordered_designs": m0047,
  "0049_return_kinds": m0049,
  "0051_complaints": m0051,
  "0052_product_declarations": m0052,
  "0053_personal_data": m0053,
  "0055_complaint_retention": m0055,
  "0056_return_kinds_and_order_retention": m0056,
  "0057_web_vitals": m0057,
  "0058_guest_uploads": m0058,
  "0059_email_change_codes": m0059,
  "0060_idle_bags": m0060,
  "0061_email_change_code_owner": m0061,
};
