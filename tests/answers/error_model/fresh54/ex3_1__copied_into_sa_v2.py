# exercise: ex3_1
# mistake: The learner copies in the wrong direction: sa_v1's matrices are written into sa_v2's Linear layers, so sa_v2 is changed and sa_v1 is not; sa_v1's parameters must receive sa_v2's weights (transposed).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
    # now both give the same
