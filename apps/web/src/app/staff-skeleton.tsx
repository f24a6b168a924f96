import { Center, Loader } from '@mantine/core';
import { Brand } from './brand.tsx';
import './staff-skeleton.css';

/**
 * The staff shell's frame before the signed-in user and the shell's code are there (docs/product/app-shell.md,
 * **shell first**): the brand where the sidebar (or, on a phone, the header) will be and a loader where the page
 * will be. Plain markup with the first-screen styles only, so the dashboard's HTML can carry it and paint it
 * before any script has run.
 */
export function StaffSkeleton() {
  return (
    <div className="staff-skeleton">
      <div className="staff-skeleton-bar">
        <Brand />
      </div>
      <Center className="staff-skeleton-main" aria-busy="true">
        <Loader role="status" aria-label="Loading your workspace" />
      </Center>
    </div>
  );
}
