# syntax=docker/dockerfile:1
# One image per build; every container of it serves the same web app (compose.yaml runs two).
#   docker build -t candor .
#   docker run -p 8080:8080 --env-file .env candor
# The build stamp is computed from the sources here (the context has no .git): see
# docs/decisions/014-built-server.md.
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# The manifests first: the installed dependencies stay a cached layer until the lockfile changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/i18n/package.json packages/i18n/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data DEMO_DATA=false
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/i18n/package.json packages/i18n/
# Only what the built server imports: the registry packages of @candor/server, no web or dev packages.
RUN npm ci --omit=dev --workspace=@candor/server --no-audit --no-fund && npm cache clean --force
# The PDF exports draw Thai, the Indic scripts, Myanmar, Chinese, Japanese and Korean with these
# (docs/decisions/119-every-script-in-the-pdf-exports.md).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-noto-core fonts-noto-cjk \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/dist dist
# The code belongs to root and is read-only for the server; it writes only under /data.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/management/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.mjs"]
