"""gunicorn settings for Flipside (`make serve`, or `gunicorn -c config/gunicorn.conf.py`).

Each value can be overridden from the environment, e.g. GUNICORN_WORKERS=4.
"""

import multiprocessing
import os

bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("GUNICORN_WORKERS", multiprocessing.cpu_count() * 2))
# One request at a time per worker process: on 2 cores, threads only queue behind the search
# index's one reader and the GIL. Measured with benchmarks/load.sh (full Magic rules, 16
# connections): 2 threads gave 276 searches/s at p99 303 ms; 1 thread 307-317/s at p99 112-121 ms,
# rule JSON 838/s either way. Behind a buffering proxy, a slow client holds no worker.
threads = int(os.environ.get("GUNICORN_THREADS", "1"))
worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "gthread")
wsgi_app = "config.wsgi:application"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 20
keepalive = 5
# Recycle workers now and then so a slow leak never grows unbounded at a long event.
max_requests = 5000
max_requests_jitter = 500
# Requests bigger than this are refused before Django reads them.
limit_request_line = 8190
limit_request_field_size = 8190
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-")
errorlog = "-"
# Each node's control socket in its own data folder: gunicorn's default is one per user,
# which several nodes on one machine would take from each other.
_data_dir = os.environ.get("FLIPSIDE_DATA_DIR", os.path.join(os.path.dirname(__file__), "..", "var"))
control_socket = os.environ.get("GUNICORN_CONTROL_SOCKET", os.path.join(_data_dir, "gunicorn.ctl"))
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
