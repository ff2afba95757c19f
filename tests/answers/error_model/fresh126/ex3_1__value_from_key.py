# exercise: ex3_1
# mistake: Copy-paste slip: sa_v1.W_value is filled from sa_v2.W_key.weight.T instead of sa_v2.W_value.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_key.weight.T)
