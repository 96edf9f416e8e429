// The consumer app of the pack test: what the README's "Use" section tells another team to write.

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    // Libraries' own .d.ts are not re-checked (Radix's need Node types); the kit's types are still used,
    // and the @ts-expect-error in App.tsx proves they are not `any`.
    skipLibCheck: true,
    noEmit: true,
    types: ['vite/client'],
  },
  // The Vite config too: it imports `@shop/ui/vite`, whose declarations are published as well.
  include: ['src', 'vite.config.ts'],
};

const gallery = `
      <section data-testid="gallery">
        <ImageGallery
          label="Product images"
          images={images}
          onChange={setImages}
          upload={async (file, { onProgress }) => {
            onProgress(100);
            return { id: file.name, src: URL.createObjectURL(file) };
          }}
        />
      </section>`;

/** @param {{ gallery: boolean }} options */
export function appFiles(options) {
  return {
    'tsconfig.json': JSON.stringify(tsconfig, null, 2),
    'vite.config.ts': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from '@shop/ui/vite';

export default defineConfig({ plugins: [react(), compileHints()] });
`,
    'index.html': `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>@shop/ui consumer</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/main.tsx': `import '@radix-ui/themes/styles.css';
import '@shop/ui/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
    'src/OrdersTable.tsx': `import { DataTable, type DataTableColumn } from '@shop/ui';

interface Order {
  id: string;
  customer: string;
  total: string;
}

const rows: Order[] = [
  { id: '1001', customer: 'Aysel Mammadova', total: '120.00' },
  { id: '1002', customer: 'Rashad Aliyev', total: '45.50' },
  { id: '1003', customer: 'Leyla Huseynova', total: '310.99' },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: (row) => '#' + row.id },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer },
  { id: 'total', header: 'Total', cell: (row) => row.total, align: 'end' },
];

// @ts-expect-error: \`label\` is required (fails to compile if the kit's declarations were missing or \`any\`).
const _missingLabel = <DataTable columns={columns} rows={rows} getRowId={(row) => row.id} />;

export default function OrdersTable() {
  return <DataTable label="Orders" columns={columns} rows={rows} getRowId={(row) => row.id} />;
}
`,
    // The table is a page of its own, loaded when shown, as list pages are lazy routes in an app.
    'src/App.tsx': `import { lazy, Suspense, useState } from 'react';
import { Button } from '@radix-ui/themes';
import { ShopThemeProvider, Toaster, toast${options.gallery ? ', ImageGallery, type ImageRef' : ''} } from '@shop/ui';

const OrdersTable = lazy(() => import('./OrdersTable'));

const firstImage =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>');

export function App() {
  ${options.gallery ? 'const [images, setImages] = useState<ImageRef[]>([{ id: "first", src: firstImage }]);' : 'useState(0);'}
  return (
    <ShopThemeProvider appearance="light">
      <main style={{ padding: 16 }}>
        <Suspense fallback={null}>
          <OrdersTable />
        </Suspense>
        <Button onClick={() => toast.success('Order #1001 saved')}>Save order</Button>${options.gallery ? gallery : ''}
      </main>
      <Toaster />
    </ShopThemeProvider>
  );
}
`,
  };
}
