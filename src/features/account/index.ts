export { AddressBookScreen } from "./AddressBookScreen";
