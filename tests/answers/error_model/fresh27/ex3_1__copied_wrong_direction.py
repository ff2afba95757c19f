# exercise: ex3_1
# mistake: Copied sa_v1's matrices into sa_v2's Linear layers instead of the other way round, so both now return what sa_v1 returned before; sa_v1 must receive sa_v2's weights (sa_v1.W_query ← sa_v2.W_query.weight.T, etc.) and sa_v2 stays unchanged.
import torch


def ex3_1(sa_v1, sa_v2):
    # make the two modules hold the same weights
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            getattr(sa_v2, name).weight.copy_(getattr(sa_v1, name).T)
