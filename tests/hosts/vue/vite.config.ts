import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // The widgets are custom elements, not Vue components (docs/frameworks.md, "Vue").
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('teetime-') } } })],
});
