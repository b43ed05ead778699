export { Select } from "./Select";
export type { SelectOption, SelectProps } from "./selectTypes";
