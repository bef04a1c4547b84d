"""A second DevTools client beside chromedriver's, for what selenium cannot do: receive CDP
events (a service worker's registration id arrives only as an event) and talk to targets
other than the page (the service worker itself).

It speaks the DevTools protocol over the browser's WebSocket with `websocket-client`, which
selenium already depends on.
"""

from __future__ import annotations

import itertools
import json
import time
import urllib.request

import websocket


class DevTools:
    def __init__(self, driver, timeout: float = 10) -> None:
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        with urllib.request.urlopen(f"http://{address}/json/version", timeout=timeout) as response:
            endpoint = json.load(response)["webSocketDebuggerUrl"]
        self._socket = websocket.create_connection(endpoint, timeout=timeout, suppress_origin=True)
        self._ids = itertools.count(1)
        self.events: list[dict] = []
        self._page_target = driver.execute_cdp_cmd("Target.getTargetInfo", {})["targetInfo"]["targetId"]

    def close(self) -> None:
        self._socket.close()

    def send(self, method: str, params: dict | None = None, session: str | None = None) -> dict:
        identifier = next(self._ids)
        message = {"id": identifier, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self._socket.send(json.dumps(message))
        while True:
            answer = json.loads(self._socket.recv())
            if answer.get("id") == identifier:
                if "error" in answer:
                    raise AssertionError(f"{method} failed: {answer['error']}")
                return answer["result"]
            self.events.append(answer)

    def _collect(self, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self._socket.settimeout(max(0.05, deadline - time.monotonic()))
            try:
                self.events.append(json.loads(self._socket.recv()))
            except websocket.WebSocketTimeoutException:
                break
        self._socket.settimeout(10)

    def page_session(self) -> str:
        return self.send("Target.attachToTarget", {"targetId": self._page_target, "flatten": True})["sessionId"]

    def service_worker_registration(self, scope: str, timeout: float = 10) -> str:
        """The registration id of the service worker whose scope is `scope`."""
        session = self.page_session()
        self.send("ServiceWorker.enable", {}, session)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self._collect(0.3)
            for event in self.events:
                if event.get("method") != "ServiceWorker.workerRegistrationUpdated":
                    continue
                for registration in event["params"]["registrations"]:
                    if registration["scopeURL"] == scope and not registration["isDeleted"]:
                        self._session = session
                        return registration["registrationId"]
        raise AssertionError(f"no service worker registration for {scope}")

    def dispatch_periodic_sync(self, origin: str, scope: str, tag: str) -> None:
        """Fires a `periodicsync` event at the worker of `scope`, as the browser would."""
        registration = self.service_worker_registration(scope)
        self.send("ServiceWorker.dispatchPeriodicSyncEvent",
                  {"origin": origin, "registrationId": registration, "tag": tag}, self._session)
