import { useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/Button";
import { ModalDialog } from "../../../components/Dialog";
import { useOverlay } from "../overlays";
import * as styles from "./LoginPopup.css";

/**
 * The login-required popup, shown while the `loginPopup` overlay is open (overlays.tsx). 'Log In' and
 * 'Register' close it first, then go to /login or /signup with `redirect` = the current path, so the
 * shopper comes back here afterwards. Rendered once, by the site shell.
 */
export function LoginPopup() {
  const [isOpen, setOpen] = useOverlay("loginPopup");
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const redirect = encodeURIComponent(`${pathname}${search}`);

  const go = (to: "/login" | "/signup") => {
    setOpen(false);
    navigate(`${to}?redirect=${redirect}`);
  };

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={setOpen} title="Log In or Register" size="sm">
      <p className={styles.text}>You need to log in or register to place your order.</p>
      <div className={styles.actions}>
        <Button onPress={() => go("/login")} fullWidth>
          Log In
        </Button>
        <Button variant="secondary" onPress={() => go("/signup")} fullWidth>
          Register
        </Button>
      </div>
    </ModalDialog>
  );
}
