import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, ticketProblems } from './ticket-form';

describe('the contact form before it is sent', () => {
  it('asks for a subject and a message, and refuses what the server would', () => {
    expect(ticketProblems({ subject: ' ', message: '', file: null })).toEqual({
      subject: 'required',
      message: 'required',
    });
    expect(
      ticketProblems({
        subject: 'x'.repeat(201),
        message: 'y'.repeat(5001),
        file: { size: MAX_ATTACHMENT_BYTES + 1 },
      }),
    ).toEqual({ subject: 'tooLong', message: 'tooLong', file: 'fileTooLarge' });
    expect(ticketProblems({ subject: 'Hi', message: 'Text', file: { size: 10 } })).toEqual({});
  });
});
