import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, httpClient } from './httpClient';
import { requestFields, resourcePaths } from './resources';

const rest = simpleRestProvider(API_URL, httpClient);

const pathOf = (resource: string) => resourcePaths[resource] ?? resource;

function pickRequestFields<T>(resource: string, data: T): T {
  const fields = requestFields[resource];
  if (!fields || typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  return Object.fromEntries(
    fields.filter((field) => field in record).map((field) => [field, record[field]]),
  ) as T;
}

export const dataProvider: DataProvider = {
  getList: (resource, params) => rest.getList(pathOf(resource), params),
  getOne: (resource, params) => rest.getOne(pathOf(resource), params),
  getMany: (resource, params) => rest.getMany(pathOf(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(pathOf(resource), params),
  create: (resource, params) =>
    rest.create(pathOf(resource), { ...params, data: pickRequestFields(resource, params.data) }),
  update: (resource, params) =>
    rest.update(pathOf(resource), { ...params, data: pickRequestFields(resource, params.data) }),
  updateMany: (resource, params) =>
    rest.updateMany(pathOf(resource), {
      ...params,
      data: pickRequestFields(resource, params.data),
    }),
  delete: (resource, params) => rest.delete(pathOf(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(pathOf(resource), params),
};
