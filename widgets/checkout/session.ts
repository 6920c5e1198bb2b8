export { useSession } from '../../src/ui/useSession';
