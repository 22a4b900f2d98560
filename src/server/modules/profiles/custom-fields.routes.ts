import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryBody,
  categorySchema,
  categoryUpdateBody,
  customFieldBody,
  customFieldSchema,
  customFieldsSchema,
  customFieldUpdateBody,
} from '../../../common/api/custom-fields';
import { idParams } from '../../../common/api/profiles';
import { access } from '../../http/access';
import type { CustomFieldsService } from './custom-fields';

const tags = ['profiles'];
const security = [{ accessToken: [] }];
const write = access.member();

/** HTTP for the organization's custom fields and field categories. */
export function customFieldsRoutes(service: CustomFieldsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer/custom-fields',
      {
        schema: {
          tags,
          security,
          summary: 'Custom fields and field categories of the organization',
          response: { 200: customFieldsSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => service.list(request.caller.orgId),
    );

    app.post(
      '/customer/custom-fields',
      {
        schema: {
          tags,
          security,
          summary: 'Adds a typed custom field (text, number, date, select, url)',
          body: customFieldBody,
          response: { 201: customFieldSchema },
        },
        config: { access: write },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.caller.orgId, request.body)),
    );

    app.put(
      '/customer/custom-fields/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Renames, regroups or reorders a custom field (its type stays)',
          params: idParams,
          body: customFieldUpdateBody,
          response: { 200: customFieldSchema },
        },
        config: { access: write },
      },
      (request) => service.update(request.caller.orgId, request.params.id, request.body),
    );

    app.delete(
      '/customer/custom-fields/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Deletes a custom field and its values',
          params: idParams,
        },
        config: { access: write },
      },
      async (request, reply) => {
        await service.remove(request.caller.orgId, request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/customer/field-categories',
      {
        schema: {
          tags,
          security,
          summary: 'Adds a field category',
          body: categoryBody,
          response: { 201: categorySchema },
        },
        config: { access: write },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createCategory(request.caller.orgId, request.body)),
    );

    app.put(
      '/customer/field-categories/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Renames or reorders a field category',
          params: idParams,
          body: categoryUpdateBody,
          response: { 200: categorySchema },
        },
        config: { access: write },
      },
      (request) => service.updateCategory(request.caller.orgId, request.params.id, request.body),
    );

    app.delete(
      '/customer/field-categories/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Deletes a field category; its fields stay, uncategorized',
          params: idParams,
        },
        config: { access: write },
      },
      async (request, reply) => {
        await service.removeCategory(request.caller.orgId, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
