import { atom } from "jotai";

/** The profile drawer (storefront 2.4): closed at first, toggled by the header's profile icon. */
export const isProfileOpenAtom = atom(false);

/** The login-required popup (storefront 2.6): closed at first; any screen may switch it on. */
export const isLoginPopupOpenAtom = atom(false);
