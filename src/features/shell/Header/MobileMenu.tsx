import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLocation } from "react-router";
import { useSetOverlayOpen } from "../overlays";
import { CloseButton } from "../../../components/Button";
import { AppLink } from "../../../components/Link";
import { PlainButton } from "../../../components/Pressable";
import { backdrop } from "../../../design/overlay.css";
import { UserIcon } from "../icons";
import { NAV_LINKS } from "../navigation";
import * as styles from "./Header.css";

export interface MobileMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The hamburger menu below 1180 px, where the header's row of links would not fit (the original shop had
 * it below 640 px only, and a clipped strip of links between): the navigation links plus Profile, in a modal
 * dialog, so the page behind cannot scroll while it is open and focus stays inside.
 */
export function MobileMenu({ isOpen, onOpenChange }: MobileMenuProps) {
  const { pathname } = useLocation();
  const openProfile = useSetOverlayOpen("profile");
  const close = () => onOpenChange(false);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={backdrop}>
      <Modal className={styles.menuPanel}>
        <Dialog className={styles.menuDialog} aria-labelledby="mobile-menu-title">
          <div className={styles.menuHeader}>
            <Heading id="mobile-menu-title" slot="title" level={2} className={styles.menuTitle}>
              Menu
            </Heading>
            <CloseButton aria-label="Close menu" onPress={close} />
          </div>
          <nav aria-label="Mobile">
            <ul className={styles.menuList}>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <AppLink
                    href={link.href}
                    className={styles.menuLink}
                    aria-current={pathname === link.href ? "page" : undefined}
                    onPress={close}
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
              <li>
                <PlainButton
                  className={styles.menuLink}
                  onPress={() => {
                    close();
                    openProfile(true);
                  }}
                >
                  <UserIcon /> Profile
                </PlainButton>
              </li>
            </ul>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
