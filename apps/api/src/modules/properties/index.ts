// Public surface of the properties module for other modules.
export { presentProperty, propertyInclude, propertyTree, type PresentedProperty, type PropertyRow } from './property.presenter.ts';
export { createPropertyTx } from './properties.service.ts';
export { propertiesRoutes } from './properties.routes.ts';
export { propertyOpsRoutes } from './property-ops.routes.ts';
