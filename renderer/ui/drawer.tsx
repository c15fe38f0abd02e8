import { ModalFrame, type DialogProps } from './dialog.js';

export type DrawerProps = DialogProps;

/**
 * A side sheet for details and long forms (same props as Dialog): it keeps the list visible on
 * wide screens; base-ui traps the focus, closes on Escape and marks it `aria-modal`.
 */
export function Drawer(props: DrawerProps) {
  return <ModalFrame {...props} placement="side" />;
}
