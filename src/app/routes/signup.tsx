import { AuthFrame } from "../../features/auth/AuthFrame";
import { SignupScreen } from "../../features/auth/SignupScreen";
import { redirectSignedIn } from "../signedInRedirect";
import type { Route } from "./+types/signup";

// Signed in already: straight on to where signing in would lead.
export function loader(args: Route.LoaderArgs) {
  return redirectSignedIn(args);
}

export function meta() {
  return [
    { title: "Sign Up | Rangrez" },
    {
      name: "description",
      content:
        "Create your Rangrez account: verify your email with a one-time code, save your delivery address and shop printed tees, hoodies and shackets.",
    },
  ];
}

export default function Signup() {
  return (
    <AuthFrame>
      <SignupScreen />
    </AuthFrame>
  );
}
