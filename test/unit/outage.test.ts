import { DriverException } from '@mikro-orm/core';
import { ServiceError } from '@temporalio/client';
import { outageOf } from '../../api/middleware/outage';

/** An error shaped as pg raises one: a message, a SQLSTATE code, a severity. */
function pgError(message: string, code: string, severity = 'ERROR'): Error {
  return Object.assign(new Error(message), { code, severity });
}

/** A gRPC error as @grpc/grpc-js raises one, with its status code. */
function grpcError(code: number): Error {
  return Object.assign(new Error(`${code} grpc`), {
    code,
    details: 'No connection established',
    metadata: {},
  });
}

describe('outageOf: which failures are a dependency that does not answer', () => {
  it('PostgreSQL going away, refusing sessions or not reachable', () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    for (const err of [
      new DriverException(unreachable),
      new DriverException(pgError('terminating connection due to administrator command', '57P01', 'FATAL')),
      new DriverException(pgError('database "x" is not currently accepting connections', '55000', 'FATAL')),
      new DriverException(pgError('the database system is starting up', '57P03', 'FATAL')),
      new DriverException(pgError('sorry, too many clients already', '53300', 'FATAL')),
      new DriverException(pgError('connection failure', '08006')),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), {
        name: 'KnexTimeoutError',
      }),
    ]) {
      expect([err.message, outageOf(err)]).toEqual([err.message, 'database']);
    }
  });

  it('Temporal not reachable, as the client reports it', () => {
    const err = new ServiceError('Failed to start Workflow', { cause: grpcError(14) });
    expect(outageOf(err)).toBe('temporal');
    expect(outageOf(grpcError(14))).toBe('temporal');
  });

  it('not our own faults or a refused request', () => {
    for (const err of [
      // A NUL in a parameter: the server could not read our message; retrying does not help.
      new DriverException(pgError('invalid message format', '08P01')),
      new DriverException(pgError('time zone displacement out of range', '22009')),
      new DriverException(pgError('duplicate key value violates unique constraint', '23505')),
      new ServiceError('Workflow already started', { cause: grpcError(6) }),
      new RangeError('Maximum call stack size exceeded'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      undefined,
    ]) {
      expect(outageOf(err)).toBeUndefined();
    }
  });
});
