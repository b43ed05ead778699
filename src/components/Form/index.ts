export { Form, FormError, type FormProps } from "./Form";
export { fieldOfRefusal } from "./serverErrors";
export {
  type FieldErrors,
  type FormApi,
  FormRefusal,
  type TextFieldBinding,
  type TextFieldName,
  type UseFormOptions,
  useForm,
} from "./useForm";
