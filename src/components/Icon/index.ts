export { ChevronDownIcon, CloseIcon, Icon, type IconProps } from "./Icon";
