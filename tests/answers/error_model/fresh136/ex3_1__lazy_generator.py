# exercise: ex3_1
# mistake: Wrote the copies as a generator expression that is never consumed, so no copy_ ever runs and sa_v1 keeps its own weights; the copies must actually be executed (a loop or list).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        (getattr(sa_v1, n).copy_(getattr(sa_v2, n).weight.T) for n in ["W_query", "W_key", "W_value"])
