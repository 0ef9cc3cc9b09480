import { describe, expect, it } from '@jest/globals';
import { backspaceInOtp, emptyOtp, otpCode, pasteIntoOtp, typeIntoOtp, type OtpDigits } from './otp-code';

const boxes = (text: string): OtpDigits => text.split('').map((c) => (c === '_' ? '' : c));
const show = (digits: OtpDigits) => digits.map((d) => d || '_').join('');

describe('OTP boxes (spec §5 "OTP": six boxes, digits only, focus moves on)', () => {
  it('starts with six empty boxes', () => {
    expect(show(emptyOtp())).toBe('______');
  });

  it('a typed digit fills its box and moves focus to the next; the last box keeps focus', () => {
    expect(typeIntoOtp(emptyOtp(), 0, '4')).toEqual({ digits: boxes('4_____'), focus: 1 });
    expect(typeIntoOtp(boxes('12345_'), 5, '6')).toEqual({ digits: boxes('123456'), focus: 5 });
  });

  it('ignores anything that is not a digit', () => {
    const start = boxes('1_____');
    expect(typeIntoOtp(start, 1, 'a')).toEqual({ digits: start, focus: 1 });
    expect(typeIntoOtp(start, 1, ' ')).toEqual({ digits: start, focus: 1 });
    expect(typeIntoOtp(start, 1, '٣')).toEqual({ digits: start, focus: 1 });
  });

  it('a digit typed next to the one a box held replaces it', () => {
    expect(typeIntoOtp(boxes('3_____'), 0, '37').digits).toEqual(boxes('7_____'));
    expect(typeIntoOtp(boxes('3_____'), 0, '73').digits).toEqual(boxes('7_____'));
    expect(typeIntoOtp(boxes('3_____'), 0, '33').digits).toEqual(boxes('3_____'));
  });

  it('an emptied box stays focused', () => {
    expect(typeIntoOtp(boxes('123___'), 2, '')).toEqual({ digits: boxes('12____'), focus: 2 });
  });

  it('a whole code arriving in one box (autofill) fills every box', () => {
    expect(typeIntoOtp(emptyOtp(), 0, '493027')).toEqual({ digits: boxes('493027'), focus: 5 });
  });

  it('Backspace on an empty box moves back; on a full box it clears it', () => {
    expect(backspaceInOtp(boxes('12____'), 2)).toEqual({ digits: boxes('12____'), focus: 1 });
    expect(backspaceInOtp(boxes('123___'), 2)).toEqual({ digits: boxes('12____'), focus: 2 });
    expect(backspaceInOtp(emptyOtp(), 0)).toEqual({ digits: emptyOtp(), focus: 0 });
  });

  it('pasting a 6-digit code fills all boxes, wherever it is pasted and however it is spaced', () => {
    for (const text of ['493027', ' 493 027 ', '493-027', 'Your code: 493027']) {
      expect(pasteIntoOtp(boxes('9_____'), 3, text)).toEqual({ digits: boxes('493027'), focus: 5 });
    }
  });

  it('pasting a few digits fills from the box pasted into; longer codes are cut to six', () => {
    expect(pasteIntoOtp(emptyOtp(), 2, '12')).toEqual({ digits: boxes('__12__'), focus: 4 });
    expect(pasteIntoOtp(emptyOtp(), 4, '123')).toEqual({ digits: boxes('____12'), focus: 5 });
    expect(pasteIntoOtp(emptyOtp(), 0, '12345678').digits).toEqual(boxes('123456'));
    expect(pasteIntoOtp(boxes('1_____'), 1, 'abc')).toEqual({ digits: boxes('1_____'), focus: 1 });
  });

  it('gives the code only when all six boxes hold a digit', () => {
    expect(otpCode(boxes('493027'))).toBe('493027');
    expect(otpCode(boxes('49302_'))).toBeNull();
    expect(otpCode(emptyOtp())).toBeNull();
  });
});
