# exercise: ex3_1
# mistake: Pairs sa_v1's parameter names in sorted order (W_key, W_query, W_value) with sa_v2's layers in definition order (W_query, W_key, W_value), so query and key weights land in each other's slots; each name must get the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    targets = sorted(n for n, _ in sa_v1.named_parameters())
    sources = list(sa_v2.children())
    with torch.no_grad():
        for tname, layer in zip(targets, sources):
            getattr(sa_v1, tname).copy_(layer.weight.T)
