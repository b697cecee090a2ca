// The product's emails: plain text first (every link on its own line), plus simple HTML.
import { PRODUCT_NAME } from '../../shared/site.ts';
import type { OutgoingEmail } from './index.ts';

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

interface ActionEmail {
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  expiry: string;
  notYou: string;
}

function actionEmail(email: ActionEmail): OutgoingEmail {
  const text = [
    `Hi,`,
    '',
    email.intro,
    '',
    `${email.action}:`,
    email.url,
    '',
    email.expiry,
    '',
    email.notYou,
    '',
    `— ${PRODUCT_NAME}`,
    '',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#15222a;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:800;font-size:20px;color:#0d6b69;margin:0 0 16px">${PRODUCT_NAME}</p>
<p>Hi,</p>
<p>${escapeHtml(email.intro)}</p>
<p><a href="${escapeHtml(email.url)}" style="display:inline-block;background:#0d6b69;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(email.action)}</a></p>
<p style="font-size:14px">Or paste this link into your browser:<br><a href="${escapeHtml(email.url)}">${escapeHtml(email.url)}</a></p>
<p style="font-size:14px;color:#4b5b66">${escapeHtml(email.expiry)}</p>
<p style="font-size:14px;color:#4b5b66">${escapeHtml(email.notYou)}</p>
</body></html>`;
  return { to: email.to, subject: email.subject, text, html };
}

export function verificationEmail(to: string, url: string): OutgoingEmail {
  return actionEmail({
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    intro: `Thanks for signing up for ${PRODUCT_NAME}. Please confirm this is your email address so you can start rewriting messages.`,
    action: 'Verify my email',
    url,
    expiry: 'This link expires in 24 hours.',
    notYou: "If you didn't create an account, you can ignore this email — nothing will happen.",
  });
}

export function passwordResetEmail(to: string, url: string): OutgoingEmail {
  return actionEmail({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: `Someone asked to reset the password for your ${PRODUCT_NAME} account. Choose a new password with the link below; it works once.`,
    action: 'Choose a new password',
    url,
    expiry: 'This link expires in 1 hour. Resetting your password signs you out everywhere.',
    notYou: "If you didn't ask for this, you can ignore this email — your password stays the same.",
  });
}

export function existingAccountEmail(to: string, signInUrl: string): OutgoingEmail {
  return actionEmail({
    to,
    subject: `Someone tried to sign up to ${PRODUCT_NAME} with your email`,
    intro: `Someone tried to create a ${PRODUCT_NAME} account with this email address, but you already have one. If it was you, sign in instead — or use "Forgot password?" on the sign-in page.`,
    action: 'Sign in',
    url: signInUrl,
    expiry: 'No new account was created.',
    notYou: "If it wasn't you, you can ignore this email; your account is unchanged.",
  });
}
