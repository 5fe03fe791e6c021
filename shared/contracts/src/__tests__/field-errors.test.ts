import { firstMessageByField, ZLoginRequest } from '../index';

test('the first message of each field, from a schema’s issues', () => {
  const issues = ZLoginRequest.safeParse({ email: 'ana-at-example', password: '' }).error?.issues;
  expect(firstMessageByField(issues ?? [])).toEqual({
    email: 'validation.invalidEmail',
    password: 'validation.required',
  });
});

test('later messages of a field are dropped; one without a path is the form’s own', () => {
  expect(
    firstMessageByField([
      { path: ['name'], message: 'validation.required' },
      { path: ['name'], message: 'validation.tooLong' },
      { path: ['ubos', 0, 'cpf'], message: 'validation.invalidCpf' },
      { path: [], message: 'errors.conflict' },
    ]),
  ).toEqual({
    name: 'validation.required',
    ubos: 'validation.invalidCpf',
    general: 'errors.conflict',
  });
});
