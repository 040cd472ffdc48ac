# Flipside: `make run` to start, `make test` to test. Everything installs into .venv.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run serve fuzz test lint format install migrate seed index fixtures benchmarks clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

install: $(VENV)/.installed

migrate: install
	$(BIN)/python manage.py migrate --noinput

# Loads the seed fixtures only into an empty knowledge base, so a second `make run` keeps data.
seed: migrate
	$(BIN)/python manage.py load_seeds

index: seed
	$(BIN)/python manage.py rebuild_index
	$(BIN)/python manage.py build_offline_index

run: index
	$(BIN)/python manage.py runserver $(HOST):$(PORT)

# The production settings locally: gunicorn, DEBUG off, static files collected. Behind a
# reverse proxy set SECRET_KEY, ALLOWED_HOSTS, DATABASE_URL and REDIS_URL yourself.
PROD_ENV = DEBUG=false SECRET_KEY="$${SECRET_KEY:-local-serve-$$(hostname)-not-for-the-internet}" \
	ALLOWED_HOSTS="$${ALLOWED_HOSTS:-127.0.0.1,localhost}" SECURE_COOKIES="$${SECURE_COOKIES:-false}"

serve: seed
	$(PROD_ENV) $(BIN)/python manage.py collectstatic --noinput -v 0
	$(PROD_ENV) $(BIN)/python manage.py rebuild_index
	$(PROD_ENV) $(BIN)/python manage.py build_offline_index
	$(PROD_ENV) $(BIN)/gunicorn -c config/gunicorn.conf.py

# Fuzzing beyond what `make test` runs: many more Hypothesis examples for the importers and
# the query parser, and schemathesis against the API schema with 20 times the examples.
fuzz: install
	tmp=$$(mktemp -d) && FLIPSIDE_DATA_DIR=$$tmp FUZZ_EXAMPLES=2000 SCHEMATHESIS_EXAMPLES=200 \
	$(BIN)/python -m pytest tests/fuzz tests/api/test_schemathesis.py -n 2 -q; \
	status=$$?; rm -rf $$tmp; exit $$status

# Tests run on their own data folder, so they never touch the one `make run` serves.
test: install
	$(BIN)/ruff check .
	$(BIN)/lint-imports --no-cache
	scripts/ensure-chromium.sh
	tmp=$$(mktemp -d) && FLIPSIDE_DATA_DIR=$$tmp $(BIN)/python -m pytest -n 2 --dist loadgroup -q; \
	status=$$?; rm -rf $$tmp; exit $$status

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# Regenerates fixtures/*.json from fixtures/sources/ with the importers.
# Built in a throwaway data folder so the fixture holds only the seeds.
fixtures: install
	tmp=$$(mktemp -d) && export FLIPSIDE_DATA_DIR=$$tmp && unset DATABASE_URL && \
	$(BIN)/python manage.py migrate --noinput -v 0 && $(BIN)/python manage.py build_fixtures; \
	status=$$?; rm -rf $$tmp; exit $$status

benchmarks: install
	for b in benchmarks/*.py; do $(BIN)/python $$b || exit 1; done

clean:
	rm -rf $(VENV) var
