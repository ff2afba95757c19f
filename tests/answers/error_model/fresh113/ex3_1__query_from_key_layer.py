# exercise: ex3_1
# mistake: When copying, the learner takes W_query from sa_v2.W_key (and W_key from sa_v2.W_query), swapping the query and key weights; each v1 matrix must get the transposed weight of the same-named v2 layer.
import torch


def _check(sa_v1, sa_v2):
    assert hasattr(sa_v2, "W_query") and hasattr(sa_v2.W_query, "weight"), "sa_v2 needs nn.Linear layers"
    for name in ("W_query", "W_key", "W_value"):
        w1 = getattr(sa_v1, name)
        w2 = getattr(sa_v2, name).weight
        assert w1.shape == w2.T.shape, f"{name}: {tuple(w1.shape)} vs {tuple(w2.T.shape)}"


def ex3_1(sa_v1, sa_v2):
    _check(sa_v1, sa_v2)
    with torch.no_grad():
        # v1 does x @ W, Linear does x @ weight.T
        sa_v1.W_key.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_query.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
