// Which field a server's refusal is about. The API answers bad input `400 { success: false, message }`,
// the message starting with the field it names, as a dotted path: "email must be a valid email address",
// "address.pincode must be 6 digits".
import { isApiError } from "../../api/errors";

/** The dotted path a message starts with ("address.pincode"), or undefined. Sentences ("This email…") name none. */
function leadingPath(message: string): string | undefined {
  return /^([a-z_][\w]*(?:\.[A-Za-z_]\w*)*)\s/.exec(message)?.[1];
}

/**
 * The form field a 400 names: the path itself when the form has a field of that name, else an alias
 * (the API's name for a field the form names differently), else the path's last part ("address.pincode"
 * in a form whose field is "pincode"). Undefined for other errors and for messages that name no field.
 */
export function fieldOfRefusal<F extends string>(
  error: unknown,
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): F | undefined {
  if (!isApiError(error) || error.status !== 400 || !error.serverMessage) return undefined;
  const path = leadingPath(error.serverMessage);
  if (!path) return undefined;
  const known = (name: string): name is F => (fields as readonly string[]).includes(name);
  if (known(path)) return path;
  if (path in aliases) return aliases[path];
  const last = path.split(".").at(-1) ?? "";
  return known(last) ? last : undefined;
}
