# exercise: ex3_1
# mistake: Listed sa_v2's layers in the order the book's forward computes them (keys first), so sa_v1's W_query gets the key weights and W_key the query weights; each parameter must get its own layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    v1_params = [sa_v1.W_query, sa_v1.W_key, sa_v1.W_value]
    v2_layers = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]  # keys, queries, values like in forward
    with torch.no_grad():
        for p, layer in zip(v1_params, v2_layers):
            p.copy_(layer.weight.T)
