# exercise: ex3_1
# mistake: In the loop over the three names the learner always copies sa_v2.W_query.weight.T, so W_key and W_value of sa_v1 get the query weights and the output differs; each parameter needs its own layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    src = sa_v2.W_query.weight.detach()
    with torch.no_grad():
        # same treatment for all three projections
        for name in ("W_query", "W_key", "W_value"):
            getattr(sa_v1, name).copy_(src.T)
