"""Smoke tests of the generated Python client (api/clients/python) against a running sandbox API.

Run by test/e2e/python-client.test.ts with FANOUT_API_URL, FANOUT_API_KEY and FANOUT_WORKSPACE set
(the workspace is "demo" when unset); by hand against `npm start`, with the variables of the guide:
FANOUT_API_URL=$FANOUT_URL FANOUT_API_KEY=$FANOUT_KEY FANOUT_WORKSPACE=$FANOUT_WORKSPACE PYTHONPATH=api/clients/python pytest test/python
"""

import os
import uuid

import pytest

from fanout_client import AuthenticatedClient
from fanout_client.api.accounts import list_accounts
from fanout_client.api.help_ import get_help
from fanout_client.api.posts import create_post, get_post, list_posts
from fanout_client.models import AccountList, CreatePostBody, Error, Post


@pytest.fixture(scope="module")
def client() -> AuthenticatedClient:
    # A key reaching several workspaces (the demo key, once a second exists) names one on every call.
    return AuthenticatedClient(
        base_url=os.environ["FANOUT_API_URL"],
        token=os.environ["FANOUT_API_KEY"],
        headers={"x-service-workspace": os.environ.get("FANOUT_WORKSPACE", "demo")},
        timeout=30.0,
    )


@pytest.fixture(scope="module")
def accounts(client: AuthenticatedClient) -> dict[str, str]:
    answer = list_accounts.sync_detailed(client=client)
    assert answer.status_code == 200
    assert isinstance(answer.parsed, AccountList)
    return {account.platform: account.id for account in answer.parsed.data}


def test_the_demo_workspace_has_a_sandbox_account_per_channel(accounts: dict[str, str]) -> None:
    assert {"chat", "micro", "strand", "social", "photo", "vid", "clip"} <= set(accounts)


def test_a_post_published_with_wait_comes_back_published_with_its_url(
    client: AuthenticatedClient, accounts: dict[str, str]
) -> None:
    text = f"Hello from Python {uuid.uuid4()}"
    answer = create_post.sync_detailed(
        client=client, body=CreatePostBody(content=text, account_ids=[accounts["chat"]], wait=True)
    )
    assert answer.status_code == 201, answer.content
    post = answer.parsed
    assert isinstance(post, Post)
    assert post.status == "published"
    assert [t.status for t in post.targets] == ["published"]
    assert post.targets[0].url

    again = get_post.sync_detailed(client=client, id=post.id)
    assert again.status_code == 200
    assert isinstance(again.parsed, Post) and again.parsed.content == text

    listed = list_posts.sync_detailed(client=client, limit=50)
    assert listed.status_code == 200
    assert post.id in [p.id for p in listed.parsed.data]


def test_a_refused_post_answers_the_spec_code(client: AuthenticatedClient) -> None:
    answer = create_post.sync_detailed(
        client=client, body=CreatePostBody(content="Nowhere", account_ids=["acc_does_not_exist"])
    )
    assert answer.status_code == 404, answer.content
    assert isinstance(answer.parsed, Error)
    assert answer.parsed.error.code == "account_not_connected"


def test_help_explains_a_code(client: AuthenticatedClient) -> None:
    answer = get_help.sync_detailed(client=client, code="rate_limited")
    assert answer.status_code == 200
    assert b"rate_limited" in answer.content
