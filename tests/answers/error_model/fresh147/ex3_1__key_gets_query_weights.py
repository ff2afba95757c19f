# exercise: ex3_1
# mistake: Copy-paste slip: W_key is given sa_v2.W_query's weight instead of sa_v2.W_key's, so the keys are wrong; each of the three matrices must take its own counterpart's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    with torch.no_grad():
        for name in names:
            src = getattr(sa_v2, "W_query" if name != "W_value" else name)
            getattr(sa_v1, name).copy_(src.weight.mT)
