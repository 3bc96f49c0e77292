-- CreateIndex
CREATE INDEX "collection_routes_status_route_type_idx" ON "collection_routes"("status", "route_type");

-- CreateIndex
CREATE UNIQUE INDEX "collection_routes_route_type_route_number_key" ON "collection_routes"("route_type", "route_number");
