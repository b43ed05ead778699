export { PurchaseTerms, type PurchaseTermsProps } from "./PurchaseTerms";
