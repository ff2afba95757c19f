# exercise: ex3_1
# mistake: Copies the weights in the wrong direction: it overwrites sa_v2's nn.Linear weights with sa_v1's matrices (transposed), so both agree but sa_v1 never receives sa_v2's weights; sa_v1's parameters must be set from sa_v2.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
    # now sa_v1(x) == sa_v2(x)
