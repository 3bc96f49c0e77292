#!/bin/sh
# Stand-in for Prisma's native schema engine, which cannot be downloaded here.
# `prisma generate` only needs the file to exist; anything that really calls it must fail.
echo "native schema engine not available: use pnpm db:migrate (WebAssembly engine)" >&2
exit 1
