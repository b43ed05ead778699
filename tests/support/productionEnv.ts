// Every setting a production start requires (server/config/productionChecks.ts), with values that pass its
// checks; the tests take one away at a time. Nothing listens at these addresses.
import type { SellerDetails } from "../../src/lib/brand";
export const COMPLETE_PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://shop@db.invalid/rangrez",
  SMTP_URL: "smtp://shop:pw@mail.invalid:587",
  PHONEPE_CLIENT_ID: "client",
  PHONEPE_CLIENT_SECRET: "secret",
  PHONEPE_WEBHOOK_USERNAME: "hook",
  PHONEPE_WEBHOOK_PASSWORD: "hook-pw",
  AUTH_SECRET: "x".repeat(32),
  PUBLIC_URL: "https://rangrez.example",
};

/** Seller details as a deployment supplies them (src/lib/seller-details.json): none equals its sample. */
export const REAL_SELLER_DETAILS: SellerDetails = {
  legalName: "Example Garments LLP",
  registeredAddress: {
    lines: ["Example Garments LLP", "12 Mill Road"],
    city: "Surat",
    state: "Gujarat",
    pincode: "395003",
    country: "India",
  },
  branches: [],
  careEmail: "care@garments.example",
  carePhone: "+91 90000 00001",
  careHours: "Every day, 9 am to 9 pm (IST)",
  grievanceOfficer: {
    name: "R. Example",
    designation: "Grievance Officer and Director",
    email: "grievance@garments.example",
    phone: "+91 90000 00002",
  },
  gstin: "24AAAFE1234B1Z5",
};
