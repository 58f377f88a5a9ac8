export { type ApiPaths, api, apiUrl, unwrap } from './client';
export { ApiError, isApiError, toApiError } from './errors';
export { uploadFile } from './upload';
