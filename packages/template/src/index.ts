// Public surface of @urikit/template: RFC 6570 URI Templates — parse, expand, compile, match.
export { TemplateError, type TemplateErrorCode } from './errors.js';
export { expand, tryExpand } from './expand.js';
export type { TemplateScalar, TemplateValue, TemplateVariables } from './expand-expression.js';
export type {
  TemplateExpression,
  TemplateOperator,
  UriTemplate,
  VarSpec,
} from './model.js';
export { isUriTemplate, parseTemplate, tryParseTemplate } from './parse.js';
