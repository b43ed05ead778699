import { brand, type PostalAddress } from "../../lib/brand";

function postalAddress(address: PostalAddress) {
  return {
    "@type": "PostalAddress",
    streetAddress: address.lines.join(", "),
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.pincode,
    addressCountry: address.country === "India" ? "IN" : address.country,
  };
}

/**
 * schema.org Organization for the home page, from the one brand config (src/lib/brand.ts); its URL is the
 * shop's public origin (PUBLIC_URL), never the request's Host.
 */
export function organizationJsonLd(publicOrigin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    url: `${publicOrigin}/`,
    description: brand.tagline,
    email: brand.careEmail,
    telephone: brand.phone,
    address: postalAddress(brand.officeAddress),
    location: {
      "@type": "Store",
      name: brand.storeAddress.lines[0] ?? brand.name,
      address: postalAddress(brand.storeAddress),
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        email: brand.careEmail,
        telephone: brand.phone,
        areaServed: "IN",
        availableLanguage: ["English", "Hindi"],
      },
      { "@type": "ContactPoint", contactType: "sales", email: brand.infoEmail, areaServed: "IN" },
    ],
    sameAs: brand.social.map((link) => link.href),
  };
}
