// A button, in one of a few looks. buttonClass gives the same look to what
// is not a <button> of ours: a link, a Radix menu's trigger or a dialog's
// close.
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx';
import styles from './Button.module.css';

/** What a button does: the ordinary, the main action, one that destroys, one that stays in the background. */
export type ButtonVariant = 'default' | 'primary' | 'danger' | 'quiet' | 'quietDanger';

export type ButtonSize = 'normal' | 'small' | 'icon';

/** buttonClass is the class of a button of that variant and size (with className after). */
export function buttonClass(variant: ButtonVariant = 'default', size: ButtonSize = 'normal', className?: string): string {
  return cx(styles.button, variant !== 'default' && styles[variant], size !== 'normal' && styles[size], className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
};

/** Button is a <button>, type "button" unless told otherwise. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
