import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentPageSchema,
  contentParams,
  contentSchema,
  MAX_STORY_VIDEO_BYTES,
  storiesQuery,
  storyUploadFields,
  updateStoryBody,
} from '../../../common/api/content';
import { access } from '../../http/access';
import { multipartBody, uploadParts } from '../../http/multipart';
import { signedFileQuery } from '../media';
import type { ContentService } from './content.service';
import { STORY_FORMAT_NAMES } from './story-media';

const tags = ['content'];
const security = [{ accessToken: [] }];

/** A stored file is the organization's: browsers may keep it, shared caches may not. */
const FILE_HEADERS = {
  'cache-control': 'private, max-age=3600',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
};

export function storiesRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customer/content/upload-story',
      {
        schema: {
          tags,
          security,
          summary: 'Uploads a story (multipart/form-data)',
          description: `Form fields (SPEC 5): \`file\` (one file: ${STORY_FORMAT_NAMES}), \`influencerId\` (the tracked profile's profileId), \`views\` (whole number, 0 or more) and \`publishedAt\` (ISO date-time) are required; \`campaignId\` is optional. Images (JPEG, PNG, WebP) up to 10 MB get a 480 px WebP thumbnail; videos (MP4, QuickTime, WebM) up to 100 MB. The type is read from the file's bytes: anything else is 415 UnsupportedMediaType, a larger file 413 PayloadTooLarge, a missing field 400 with its name in \`field\`, an unknown influencer 404.`,
          consumes: ['multipart/form-data'],
          body: multipartBody(storyUploadFields, {
            name: 'file',
            description: `The story: ${STORY_FORMAT_NAMES}`,
          }),
          response: { 201: contentSchema },
        },
        config: { access: access.member(), idempotency: 'outside-calls' },
      },
      async (request, reply) => {
        const parts = uploadParts(request, MAX_STORY_VIDEO_BYTES);
        const story = await service.stories.upload(request.caller, parts);
        return reply.status(201).send(story);
      },
    );

    app.put(
      '/customer/content/story',
      {
        schema: {
          tags,
          security,
          summary: 'Updates the views, publish time or campaign of a story',
          body: updateStoryBody,
          response: { 200: contentSchema },
        },
        config: { access: access.member() },
      },
      (request) => service.stories.update(request.caller, request.body),
    );

    app.get(
      '/customer/socialProfile/stories',
      {
        schema: {
          tags,
          security,
          summary: 'Stories of a tracked profile, newest first',
          querystring: storiesQuery,
          response: { 200: contentPageSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => service.stories.listForProfile(request.caller, request.query),
    );

    for (const which of ['media', 'thumbnail'] as const) {
      app.get(
        `/customer/content/:id/${which}`,
        {
          schema: {
            tags,
            security,
            summary:
              which === 'media'
                ? 'The uploaded file of a content'
                : 'The 480 px WebP thumbnail of an uploaded image story',
            params: contentParams,
          },
          config: { access: access.member({ guests: true }) },
        },
        async (request, reply) => {
          const file = await service.file(request.caller, request.params.id, which);
          reply.headers({ ...FILE_HEADERS, 'content-length': String(file.size) });
          return reply.type(file.contentType).send(file.body);
        },
      );

      app.get(
        `/public/content/:id/${which}`,
        {
          schema: {
            tags,
            summary:
              which === 'media'
                ? 'The uploaded file of a content, through the signed `mediaUrl` of its DTO'
                : 'The thumbnail of an uploaded image story, through the signed `thumbnailUrl` of its DTO',
            description:
              'For <img> and <video>, which cannot send X-Access-Token: the URL in the content DTO carries `exp` (unix seconds, at least an hour ahead) and `sig`, an HMAC of the content, the file and `exp`. A signature of another content or file is 404 NotFound, one past `exp` 403 Forbidden: fetch the content again for fresh URLs.',
            params: contentParams,
            querystring: signedFileQuery,
          },
          config: { access: access.public() },
        },
        async (request, reply) => {
          const file = await service.signedFile(request.params.id, which, request.query);
          reply.headers({ ...FILE_HEADERS, 'content-length': String(file.size) });
          return reply.type(file.contentType).send(file.body);
        },
      );
    }
  };
}
