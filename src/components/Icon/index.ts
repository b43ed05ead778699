export { CloseIcon, Icon, type IconProps } from "./Icon";
