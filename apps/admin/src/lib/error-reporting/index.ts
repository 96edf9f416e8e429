export { captureError, type ErrorKind } from './capture';
