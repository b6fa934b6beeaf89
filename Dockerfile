# The shop as one image: the built SPA and the server, production dependencies only, run as the
# unprivileged `node` user. Build: docker build -t vitalshop . ; run with PostgreSQL: compose.yaml.

# --- build: all dependencies, codegen, SPA bundle -------------------------------------------
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies, server sources, built SPA ----------------------------
FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/vitalshop
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY --from=build /app/server ./server
COPY --from=build /app/domain ./domain
COPY --from=build /app/graphql ./graphql
COPY --from=build /app/dist ./dist
# Product images, their variants and the mail outbox live in DATA_DIR (a volume in compose.yaml).
RUN mkdir -p /var/lib/vitalshop && chown node:node /var/lib/vitalshop
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/main.ts"]
