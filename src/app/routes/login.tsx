import { AuthFrame } from "../../features/auth/AuthFrame";
import { LoginScreen } from "../../features/auth/LoginScreen";
import { redirectSignedIn } from "../signedInRedirect";
import type { Route } from "./+types/login";

// Signed in already: straight on to where signing in would lead.
export function loader(args: Route.LoaderArgs) {
  return redirectSignedIn(args);
}

export function meta() {
  return [
    { title: "Log In | Rangrez" },
    {
      name: "description",
      content:
        "Log in to your Rangrez account with your email, username or phone number to see your orders, wishlist and saved addresses.",
    },
  ];
}

export default function Login() {
  return (
    <AuthFrame>
      <LoginScreen />
    </AuthFrame>
  );
}
