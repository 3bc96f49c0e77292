// The Mantine stylesheets of the signed-in frame (header, sidebar, account menu, breadcrumb) and of
// the taxpayer's home, in Mantine's order, beyond those of the first load (./shell.ts): what a
// taxpayer's first screen after sign-in draws. Every other screen brings ./full.ts with it
// (src/routes/router.tsx). A component added to the frame or to the taxpayer's home adds its line here.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
