# exercise: ex3_1
# mistake: In the loop the learner fetches the Linear layer once before the loop (from "W_query") and reuses it, so keys and values also get the query weights; each of W_query, W_key, W_value must get its own layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    layer = getattr(sa_v2, names[0])
    for name in names:
        w = layer.weight.detach().clone()
        setattr(sa_v1, name, torch.nn.Parameter(w.T.contiguous()))
