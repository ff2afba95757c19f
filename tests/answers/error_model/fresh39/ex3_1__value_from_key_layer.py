# exercise: ex3_1
# mistake: Copy-paste slip: W_value gets the transposed weight of sa_v2.W_key instead of sa_v2.W_value, so the values (and the context vectors) differ; each of W_query, W_key, W_value must come from its own layer.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_key.weight.T)
