export { ModalDialog, type ModalDialogProps } from "./Dialog";
