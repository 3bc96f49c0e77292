# Production image: the same app as `pnpm start`, against the PostgreSQL named by DATABASE_URL.
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm i -g pnpm
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build
# MALLOC_ARENA_MAX=2: fewer glibc malloc arenas; MALLOC_MMAP_THRESHOLD_=131072: blocks from 128 KB
# always mapped and given back when freed (glibc would otherwise raise the threshold and keep them);
# together ≈ 50–60 MB less resident memory (README, "Under load")
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
VOLUME ["/data"]
EXPOSE 3000
# the JavaScript `pnpm run build` compiled (apps/api/scripts/bundle.mjs); node receives the stop signal itself.
# --max-semi-space-size=64: a larger young generation, fewer scavenges under load (ADR 018)
CMD ["node", "--max-semi-space-size=64", "apps/api/dist/start.mjs"]
