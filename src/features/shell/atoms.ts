import { atom } from "jotai";

/** The profile drawer: closed at first, toggled by the header's profile icon. */
export const isProfileOpenAtom = atom(false);

/** The login-required popup: closed at first; any screen may switch it on. */
export const isLoginPopupOpenAtom = atom(false);
