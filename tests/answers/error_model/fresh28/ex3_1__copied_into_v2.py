# exercise: ex3_1
# mistake: Wrote the copy the wrong way round, putting sa_v1's matrices into sa_v2's layers, so sa_v1 keeps its own weights; sa_v1 must receive sa_v2's transposed weights and sa_v2 stay unchanged.
import torch


def ex3_1(sa_v1, sa_v2):
    # make both modules hold the same weights
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
