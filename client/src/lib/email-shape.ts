const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: an e-mail form sends only a value that is non-empty and shaped like an address, without spaces. */
export const isEmailShaped = (value: string) => EMAIL_SHAPE.test(value);
