import { createApp } from 'vue';
import 'teetime-widgets/picker';
import App from './App.vue';

createApp(App).mount('#app');
