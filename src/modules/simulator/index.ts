// The simulator module's public surface: other modules and the app import only from here.
export { ShapSimulatorModule } from './shap-simulator.module.js';
export { SimulatorModule } from './simulator.module.js';
