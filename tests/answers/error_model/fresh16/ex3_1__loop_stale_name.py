# exercise: ex3_1
# mistake: In the loop over the three names the source is still getattr(sa_v2, "W_query") from the first version, so all three v1 parameters get the query weights; the source must be getattr(sa_v2, name).
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    for name in names:
        src = getattr(sa_v2, "W_query").weight
        dst = getattr(sa_v1, name)
        dst.data.copy_(src.detach().T)
