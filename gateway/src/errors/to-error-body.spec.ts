import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
import { ErrorCode, Messages, Subjects } from '@typing/contracts';
import { TimeoutError } from 'rxjs';
import { toErrorBody } from './to-error-body';

describe('toErrorBody', () => {
  it('passes a service error body through unchanged', () => {
    const serviceError = {
      status: 409,
      code: 'ALREADY_SUBSCRIBED',
      message: 'You have already subscribed to one plan.',
    };
    expect(toErrorBody(serviceError)).toEqual({ body: serviceError, unexpected: false });
  });

  it('maps a validation failure to 400 with its message', () => {
    expect(toErrorBody(new BadRequestException(Messages.fillAllFields)).body).toEqual({
      status: 400,
      code: ErrorCode.ValidationFailed,
      message: Messages.fillAllFields,
    });
  });

  it('maps a timeout to 504', () => {
    expect(toErrorBody(new TimeoutError()).body).toEqual({
      status: 504,
      code: ErrorCode.ServiceTimeout,
      message: Messages.serviceTimeout,
    });
  });

  it('maps "no responders" and a disconnected bus to 503', () => {
    const unavailable = { status: 503, code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable };
    expect(toErrorBody(new EmptyResponseException(Subjects.contact.submit)).body).toEqual(unavailable);
    expect(toErrorBody('Error: Connection lost. Trying to reconnect...').body).toEqual(unavailable);
  });

  it('logs a service 500 as unexpected, not a 503 outage', () => {
    const outage = { status: 503, code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable };
    expect(toErrorBody(outage).unexpected).toBe(false);
    expect(toErrorBody({ status: 500, code: ErrorCode.Internal, message: Messages.internal }).unexpected).toBe(true);
  });

  it("maps the gateway's own lost dependency (Redis for the limits) to 503, not 500", () => {
    expect(toErrorBody(new Error('Connection is closed.'))).toEqual({
      body: { status: 503, code: ErrorCode.ServiceUnavailable, message: Messages.serviceUnavailable },
      unexpected: false,
    });
  });

  it('answers anything else with a generic 500 that leaks nothing', () => {
    const result = toErrorBody(new Error('ECONNREFUSED 10.0.0.7:27017 at Socket.connect'));
    expect(result).toEqual({
      body: { status: 500, code: ErrorCode.Internal, message: Messages.internal },
      unexpected: true,
    });
    expect(JSON.stringify(result.body)).not.toContain('ECONNREFUSED');
  });

  it('does not trust an error-looking object with a non-error status', () => {
    expect(toErrorBody({ status: 200, code: 'OK', message: 'fine' }).body.status).toBe(500);
  });

  it('names malformed JSON and oversized bodies plainly', () => {
    expect(toErrorBody(new BadRequestException('Unexpected token', { cause: new SyntaxError('x') })).body.message).toBe(
      Messages.malformedJson,
    );
    expect(toErrorBody(new HttpException('request entity too large', 413)).body).toEqual({
      status: 413,
      code: ErrorCode.PayloadTooLarge,
      message: Messages.bodyTooLarge,
    });
  });

  it('keeps unknown routes as 404', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/nope')).body).toEqual({
      status: 404,
      code: ErrorCode.NotFound,
      message: 'Cannot GET /api/nope',
    });
  });
});
