# exercise: ex3_1
# mistake: Copied under no_grad in the wrong direction: sa_v2's weights are overwritten with sa_v1's, so sa_v2 changes and sa_v1 keeps its own weights; sa_v1's parameters must receive sa_v2's (transposed) weights.

import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
