"""rink serve with --tls-cert/--tls-key: the web client's files over https
and rink.v1 over wss on one port (a self-signed certificate made for the
test by the openssl command)."""
import json
import os
import ssl
import subprocess
import tempfile
import urllib.request

import websockets

from rinkclient import Server, run, tempdb


async def main():
    d = tempfile.mkdtemp(prefix="rink-tls-")
    cert, key = os.path.join(d, "cert.pem"), os.path.join(d, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-keyout", key, "-out", cert],
                   check=True, capture_output=True)
    srv = Server(tempdb(), "--tls-cert", cert, "--tls-key", key)
    try:
        ctx = ssl.create_default_context(cafile=cert)
        ctx.check_hostname = False
        page = urllib.request.urlopen(f"https://127.0.0.1:{srv.port}/", context=ctx,
                                      timeout=30)
        assert page.status == 200 and b"<title>rink</title>" in page.read()
        assert "script-src 'self'" in page.headers["content-security-policy"]
        async with websockets.connect(f"wss://127.0.0.1:{srv.port}/", ssl=ctx,
                                      subprotocols=["rink.v1"]) as ws:
            await ws.send(json.dumps({"type": "hello", "name": "ann"}))
            m = json.loads(await ws.recv())
            assert m["type"] == "welcome" and m["token"], m
        # plain ws is not served on a TLS port
        try:
            async with websockets.connect(f"ws://127.0.0.1:{srv.port}/",
                                          subprotocols=["rink.v1"], open_timeout=5) as ws:
                await ws.send(json.dumps({"type": "ping"}))
                await ws.recv()
            raise AssertionError("plain ws was served on the TLS port")
        except AssertionError:
            raise
        except Exception:
            pass
        print("https and wss on one port, with the CSP header")
    finally:
        srv.stop()


if __name__ == "__main__":
    run(main())
