import { EntitySchema } from '@mikro-orm/core';

/** Someone who owns workspaces and keys; the billing and research-quota unit is the person. */
export class Person {
  id!: string;
  email!: string;
  name!: string;
  createdAt: Date = new Date();
}

export const PersonSchema = new EntitySchema<Person>({
  class: Person,
  tableName: 'persons',
  properties: {
    id: { type: 'string', primary: true },
    email: { type: 'string', unique: true },
    name: { type: 'string' },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
