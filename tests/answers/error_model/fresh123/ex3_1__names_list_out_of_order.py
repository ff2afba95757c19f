# exercise: ex3_1
# mistake: Zips the target names in the order (W_key, W_query, W_value) with sa_v2's layers in the order (query, key, value), so sa_v1's query and key matrices are swapped; each name must get the layer of the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    targets = ["W_key", "W_query", "W_value"]
    sources = [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]
    for t, lin in zip(targets, sources):
        # x @ W.T  ==  x @ (W.T)   so just store the transpose
        setattr(sa_v1, t, torch.nn.Parameter(lin.weight.detach().T.clone()))
