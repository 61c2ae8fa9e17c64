import { z } from 'zod';

const passwordText = z.string().max(1_000);

/** Settings, Change Password; checked by the account rules for the product's messages. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: passwordText,
  newPassword: passwordText,
  confirmPassword: passwordText,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Settings, Delete Account. */
export const deleteAccountBodySchema = z.strictObject({
  password: passwordText,
  /** The word REMOVE, typed exactly. */
  confirmation: z.string().max(100),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** "Forgot password?": where to send the reset link. */
export const passwordResetRequestBodySchema = z.strictObject({
  email: z.string().max(1_000),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** The new password chosen through a reset link. */
export const passwordResetBodySchema = z.strictObject({
  token: z.string().min(1).max(200),
  newPassword: passwordText,
  confirmPassword: passwordText,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
