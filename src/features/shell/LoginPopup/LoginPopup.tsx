import { useAtom } from "jotai";
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/Button";
import { isLoginPopupOpenAtom } from "../atoms";
import { CloseIcon } from "../icons";
import * as styles from "./LoginPopup.css";

/**
 * The login-required popup (storefront 2.6), shown while `isLoginPopupOpenAtom` is on. 'Log In' and
 * 'Register' close it first, then go to /login or /signup with `redirect` = the current path, so the
 * shopper comes back here afterwards. Rendered once, by the site shell.
 */
export function LoginPopup() {
  const [isOpen, setOpen] = useAtom(isLoginPopupOpenAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const redirect = encodeURIComponent(`${pathname}${search}`);

  const go = (to: "/login" | "/signup") => {
    setOpen(false);
    navigate(`${to}?redirect=${redirect}`);
  };

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby="login-popup-title">
          <AriaButton className={styles.close} aria-label="Close" onPress={() => setOpen(false)}>
            <CloseIcon size={20} />
          </AriaButton>
          <Heading id="login-popup-title" slot="title" level={2} className={styles.title}>
            Log In or Register
          </Heading>
          <p className={styles.text}>You need to log in or register to place your order.</p>
          <div className={styles.actions}>
            <Button onPress={() => go("/login")} fullWidth>
              Log In
            </Button>
            <Button variant="secondary" onPress={() => go("/signup")} fullWidth>
              Register
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
