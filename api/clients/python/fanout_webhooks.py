"""Checking a Fanout webhook's signature (hand-written beside the generated fanout_client).

Fanout signs each delivery with ``Fanout-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">``,
one ``v1`` per live secret while a rotation overlaps. Check it against the raw body, before parsing.
"""

import hashlib
import hmac
import time


def verify_webhook_signature(header: str, body: bytes, secret: str, tolerance_seconds: int = 300) -> bool:
    """True when one ``v1`` of ``header`` signs ``body`` with ``secret`` and ``t`` is recent."""
    pairs = [part.strip().split("=", 1) for part in header.split(",")]
    t = next((v for k, v in pairs if k == "t"), "")
    if not t.isdigit() or abs(time.time() - int(t)) > tolerance_seconds:
        return False
    expected = hmac.new(secret.encode(), t.encode() + b"." + body, hashlib.sha256).hexdigest()
    return any(k == "v1" and hmac.compare_digest(v, expected) for k, v in pairs)
