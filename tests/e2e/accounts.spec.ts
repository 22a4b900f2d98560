import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newEmail, PASSWORD, signedInContext } from './accounts-api';
import { launchBrowser } from './browser';
import { verifiedDealSignUpViaApi } from './discover-api';
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

    // Sign up with the form, from a partner's referral link: the visit is counted.
    const referralVisit = owner.waitForResponse((response) =>
      response.url().endsWith('/api/v1/public/promoter'),
    );
    await owner.goto(`${baseUrl}/auth/signup?dealCode=${dealCode}&referral=voiceOfCrypto`);
    expect((await referralVisit).status()).toBe(200);
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

  it('keeps a typed invitation through the no-seat popup, then says no seat is left', async () => {
    const { token } = await verifiedDealSignUpViaApi();
    const owner = await (await signedInContext(browser, token)).newPage();
    await owner.goto(`${baseUrl}/settings/team`);
    await owner.getByRole('heading', { name: 'Team' }).waitFor();
    await owner.getByText('1 of 2 seats used').waitFor();
    await owner.getByRole('button', { name: 'Invite member' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a member' });
    const typedEmail = newEmail('typed');
    await dialog.getByLabel('Email').fill(typedEmail);
    await dialog.getByLabel('Full name').fill('Typed Person');

    // Meanwhile another invitation (a teammate, another tab) takes the last seat.
    const taken = await fetch(`${baseUrl}/api/v1/customer/account/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify({ email: newEmail('other'), role: 'member' }),
    });
    expect(taken.ok).toBe(true);

    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const upgrade = owner.getByRole('dialog', { name: 'Upgrade your plan' });
    await upgrade.getByText('All team seats of your plan are taken.').waitFor();
    await upgrade.getByRole('button', { name: 'Not now' }).click();
    await upgrade.waitFor({ state: 'detached' });

    // The form is still there with what was typed, and says why it was not sent.
    expect(await dialog.getByLabel('Email').inputValue()).toBe(typedEmail);
    expect(await dialog.getByLabel('Full name').inputValue()).toBe('Typed Person');
    await dialog.getByText(/^Not sent yet\. What you typed is kept/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Before the next attempt the page says no seat is left, in visible text, on both widths.
    const reason =
      'All 2 seats of your plan are taken. Upgrade your plan or remove a member to invite someone.';
    for (const width of [1280, 375]) {
      await owner.setViewportSize({ width, height: 900 });
      await owner.getByText(reason).waitFor();
      expect(await owner.getByRole('button', { name: 'Invite member' }).isDisabled()).toBe(true);
    }
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
