# The GraphQL gateway, serving the built web app. Build context: the repository root.
FROM node:24-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY schema/package.json schema/
COPY contract/package.json contract/
COPY testkit/package.json testkit/
COPY server-kit/package.json server-kit/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
# A larger young generation: the JSON answers (the calendar's, the lists) allocate much that dies young (README, NODE_OPTIONS).
ENV NODE_ENV=production NODE_OPTIONS=--max-semi-space-size=32 HOST=0.0.0.0 PORT=4000
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/schema/package.json schema/
COPY --from=build /app/schema/dist schema/dist
COPY --from=build /app/schema/graphql schema/graphql
COPY --from=build /app/contract/package.json contract/
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/server-kit/package.json server-kit/
COPY --from=build /app/server-kit/dist server-kit/dist
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/docs/api docs/api
EXPOSE 4000
USER node
CMD ["node", "gateway/dist/index.js"]
