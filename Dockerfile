# One image for both services of docker-compose.yml; the compose file picks the command per service
# (command-service: `npm run start:command`, projection-service: `npm run start:projection`).
#
#   docker build -t gym-back-office .
#   docker run --rm -p 3000:3000 -e DATABASE_URL=... -e EVENTSTORE_URL=... -e REDIS_URL=... gym-back-office
FROM node:20-bookworm-slim

WORKDIR /app

# Dependencies first, so a source change does not reinstall them. Dev dependencies are needed:
# the services run TypeScript through tsx, and the UI is built with Vite.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY projection-service/package.json projection-service/
COPY command-service/package.json command-service/
COPY admin-ui/package.json admin-ui/
RUN npm ci && npm cache clean --force

COPY . .
RUN npm run build:ui

ENV NODE_ENV=production \
    PORT=3000
EXPOSE 3000

# The services answer GET /api/health with 200 once ready (the image has no curl; Node has fetch).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://localhost:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"

# Run as the image's unprivileged user.
USER node

CMD ["npm", "run", "start:command"]
