// The service-area check for a browser that sent the hero's form itself: features/service-area/.
export { GET } from '@/features/service-area/server'
