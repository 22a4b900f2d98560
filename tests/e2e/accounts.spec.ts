import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newEmail, PASSWORD } from './accounts-api';
import { launchBrowser } from './browser';
import { waitForLink } from './mailbox';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

describe('account journey', () => {
  it('signs up, verifies by mail, logs out and in, and invites a member who activates', async () => {
    const ownerEmail = newEmail('founder');
    // A deal-site code gives a lifetime tier with a second seat, so the owner can invite.
    const dealCode = `RB-DEAL-${randomBytes(4).toString('hex').toUpperCase()}`;
    const owner = await newPage();

    // Sign up with the form.
    await owner.goto(`${baseUrl}/auth/signup?dealCode=${dealCode}`);
    await owner.getByRole('heading', { name: 'Create your account' }).waitFor();
    await owner.getByLabel('Full name').fill('Dana Founder');
    await owner.getByLabel('Email').fill(ownerEmail);
    // Exact: the strength meter under the field is labelled "Password strength".
    await owner.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const meter = owner.getByRole('meter', { name: 'Password strength' });
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Strong');
    await owner.getByText('Founder', { exact: true }).click();
    await owner.getByRole('button', { name: 'Create account' }).click();
    await owner.waitForURL(`${baseUrl}/dashboard`);

    // Verify with the link from the mail that really went out over SMTP.
    const verifyLink = await waitForLink(ownerEmail, /verify/i);
    expect(verifyLink.startsWith(`${baseUrl}/auth/verify-email?token=`)).toBe(true);
    await owner.goto(verifyLink);
    await owner.getByText('Your email address is verified. Thank you!').waitFor();

    // Log out, then log in again.
    await owner.goto(`${baseUrl}/dashboard`);
    await owner.getByRole('button', { name: /Account menu for Dana Founder/ }).click();
    await owner.getByRole('button', { name: 'Log out' }).click();
    await owner.waitForURL(/\/auth\/login/);
    await owner.getByLabel('Email').fill(ownerEmail);
    await owner.getByLabel('Password').fill(PASSWORD);
    await owner.getByRole('button', { name: 'Log in' }).click();
    await owner.waitForURL(`${baseUrl}/dashboard`);

    // Invite a member.
    const memberEmail = newEmail('member');
    await owner.goto(`${baseUrl}/settings/team`);
    await owner.getByRole('heading', { name: 'Team' }).waitFor();
    await owner.getByRole('button', { name: 'Invite member' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Email').fill(memberEmail);
    await dialog.getByLabel('Full name').fill('Max Member');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await owner
      .getByRole('row', { name: new RegExp(memberEmail) })
      .getByText('Invited')
      .waitFor();

    // The member opens the invitation in their own browser and activates.
    const activateLink = await waitForLink(memberEmail, /invit|join/i);
    const member = await newPage(375);
    await member.goto(activateLink);
    await member.getByRole('heading', { name: 'Activate your account' }).waitFor();
    // The name the owner typed is already there.
    await expect.poll(() => member.getByLabel('Full name').inputValue()).toBe('Max Member');
    await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Activate account' }).click();
    await member.waitForURL(`${baseUrl}/dashboard`);
    await member.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // The owner now sees an active member.
    await owner.reload();
    const row = owner.getByRole('row', { name: new RegExp(memberEmail) });
    await row.getByText('Max Member').waitFor();
    expect(await row.getByText('Invited').count()).toBe(0);
  });

  it('sends a signed-out visitor to the login page and back to where they were going', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/settings`);
    await page.waitForURL(/\/auth\/login\?next=/);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
  });

  it('shows the strength as the user types, and the server field error for a weak password', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/auth/signup`);
    await page.getByLabel('Full name').fill('Pat Weak');
    await page.getByLabel('Email').fill(newEmail('weak'));
    await page.getByLabel('Password', { exact: true }).fill('password123');
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Very weak');
    await page.getByText(/commonly used password/).waitFor();
    await page.getByText('Founder', { exact: true }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(/too easy to guess/i).waitFor();
    expect(page.url()).toContain('/auth/signup');
  });
});
