# exercise: ex3_1
# mistake: Pairs sa_v1's parameters with sorted(sa_v2.state_dict().items()), whose alphabetical order (W_key, W_query, W_value) swaps the query and key weights; each parameter must get the weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    items = sorted(sa_v2.state_dict().items())
    with torch.no_grad():
        for name, (k, w) in zip(names, items):
            assert w.dim() == 2, k
            setattr(sa_v1, name, torch.nn.Parameter(w.T.contiguous().clone()))
