/**
 * The auth layer of docs/product-rules.md#api-calls: login, register, generateOtp, verifyOtp,
 * forgotPassword, resetPassword, the profile check and the identity-provider logins.
 */
import type {
  FirebaseAuthResponse,
  LoginResponse,
  RegisterResponse,
  User,
} from '../../../common/contracts/auth';
import { apiRequest } from '../../lib/api/client';

export interface IdentityUserData {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  emailVerified: boolean;
}

type Message = { status: 'success'; message: string };

export const authApi = {
  login: (email: string, password: string) =>
    apiRequest<LoginResponse>('/auth/login', { body: { username: email, password }, auth: false }),
  register: (email: string, password: string, name: string, language: 'vi' | 'en') =>
    apiRequest<RegisterResponse>('/auth/register', {
      body: { name, email, password, language },
      auth: false,
    }),
  generateOtp: (email: string) =>
    apiRequest<Message>('/auth/generate_otp', { body: { email }, auth: false }),
  /** The code is sent as an integer (docs/product-rules.md#verification-code). */
  verifyOtp: (email: string, code: string) =>
    apiRequest<Message>('/auth/verify_otp', {
      body: { email, otp: Number.parseInt(code, 10) },
      auth: false,
    }),
  forgotPassword: (email: string) =>
    apiRequest<Message>('/auth/forgot-password', { body: { email }, auth: false }),
  resetPassword: (email: string, resetToken: string, newPassword: string) =>
    apiRequest<Message>('/auth/reset-password', {
      body: { email, reset_token: resetToken, new_password: newPassword },
      auth: false,
    }),
  profile: () => apiRequest<User>('/auth/profile'),
  /** Ends the session of `token` on the server (called after the token left this device). */
  logout: (token: string) =>
    apiRequest<{ status: 'success'; ended: number }>('/auth/logout', {
      method: 'POST',
      auth: false,
      headers: { Authorization: `Bearer ${token}` },
    }),
  firebaseLogin: (idToken: string, userData: IdentityUserData) =>
    apiRequest<FirebaseAuthResponse>('/auth/firebase/login', {
      body: { idToken, userData },
      auth: false,
    }),
  firebaseRegister: (idToken: string, userData: IdentityUserData) =>
    apiRequest<FirebaseAuthResponse>('/auth/firebase/register', {
      body: { idToken, userData },
      auth: false,
    }),
  googleCallback: (code: string, redirectUri: string) =>
    apiRequest<FirebaseAuthResponse>('/auth/google/callback', {
      body: { code, redirect_uri: redirectUri },
      auth: false,
    }),
};
