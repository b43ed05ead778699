export { TextField, type TextFieldProps } from "./TextField";
export { PincodeField, type PincodeFieldProps } from "./PincodeField";
