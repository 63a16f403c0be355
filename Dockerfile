# Partner portal: multi-stage build, production dependencies only, non-root.
# docker build -t partner-portal . && docker run -p 3000:3000 -e SESSION_SECRET=... -e API_URL=... partner-portal

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
# The environment of scripts/portal-node-args.mjs (decision 024).
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/partner/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM lets requests in flight finish (SHUTDOWN_TIMEOUT_MS), then the process exits 0.
STOPSIGNAL SIGTERM
# The options of scripts/portal-node-args.mjs (decisions 014, 022 and 024).
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=150", "--max-old-space-size=128", "build/server.js"]
