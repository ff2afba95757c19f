# exercise: ex3_1
# mistake: Copied the weights in the order the v1 forward computes them (keys, queries, values), so sa_v1.W_query got sa_v2's key weights and W_key its query weights; each v1 matrix must receive the transpose of the same-named v2 layer.
import torch


def ex3_1(sa_v1, sa_v2):
    # v1 forward: keys, queries, values
    order_v1 = ["W_key", "W_query", "W_value"]
    order_v2 = [sa_v2.W_query, sa_v2.W_key, sa_v2.W_value]
    for name, layer in zip(order_v1, order_v2):
        setattr(sa_v1, name, torch.nn.Parameter(layer.weight.T))
