/** Every Mantine component's styles, for screens loaded on demand. */
import '@mantine/core/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
