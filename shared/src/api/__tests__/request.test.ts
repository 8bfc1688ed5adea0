/** @jest-environment node */
import { apiRequest, RequestError } from '../request';

const respond = (status: number, body: string, statusText = '') =>
  jest.fn().mockResolvedValue(new Response(body || null, { status, statusText }));

describe('apiRequest', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('fails with "<status>: <body text>" on an unsuccessful answer', async () => {
    global.fetch = respond(400, 'Email is invalid');
    await expect(apiRequest('POST', '/api/newsletter/subscribe', { email: 'x' })).rejects.toThrow('400: Email is invalid');
  });

  it('uses the status text when the body is empty', async () => {
    global.fetch = respond(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/casinos')).rejects.toThrow('503: Service Unavailable');
  });

  it('fails on 401 too, and carries the status', async () => {
    global.fetch = respond(401, 'Unauthorized');
    const error = await apiRequest('GET', '/api/casinos').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).status).toBe(401);
    expect((error as Error).message).toBe('401: Unauthorized');
  });

  it('sends cookies and a JSON body, and parses the JSON answer', async () => {
    const fetchMock = respond(200, '[{"id":1}]');
    global.fetch = fetchMock;
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/x', expect.objectContaining({ credentials: 'include', body: '{"a":1}' }));
  });
});
