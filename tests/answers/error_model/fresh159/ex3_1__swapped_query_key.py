# exercise: ex3_1
# mistake: The learner gives W_query the transposed key weights and W_key the transposed query weights, so the scores come out transposed; each parameter must take its own layer's weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    # W[i, j] = weight[j, i]
    for name_v1, lin in [("W_query", sa_v2.W_key), ("W_key", sa_v2.W_query), ("W_value", sa_v2.W_value)]:
        w = torch.einsum('ji->ij', lin.weight.detach())
        setattr(sa_v1, name_v1, torch.nn.Parameter(w.clone()))
