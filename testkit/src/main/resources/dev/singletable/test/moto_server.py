# Serves moto's DynamoDB, DynamoDB Streams and CloudFormation on one loopback port, one request at a
# time: threaded, moto's writes are not atomic (two conditional puts on one key can both succeed).
# Started by the singletable test kit with the port as its only argument; it exits when its standard
# input closes, so that it never outlives the JVM that started it.
import logging
import os
import sys
import threading


def exit_with_parent():
    try:
        while sys.stdin.buffer.read(4096):
            pass
    finally:
        os._exit(0)


threading.Thread(target=exit_with_parent, daemon=True).start()
logging.getLogger("werkzeug").setLevel(logging.ERROR)

from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from werkzeug.serving import BaseWSGIServer, run_simple

# Many client threads may connect at once: queue them rather than refuse them.
BaseWSGIServer.request_queue_size = 512
app = DomainDispatcherApplication(create_backend_app)
print("moto serving on port " + sys.argv[1], flush=True)
run_simple("127.0.0.1", int(sys.argv[1]), app, threaded=False, processes=1, use_reloader=False,
           use_debugger=False)
