# exercise: ex3_1
# mistake: Copies sa_v2.W_key into sa_v1.W_query and sa_v2.W_query into sa_v1.W_key (the two assignments are crossed), so the scores come out transposed; each parameter must get the weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_key.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_query.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
