# exercise: ex3_1
# mistake: The learner used the Moore-Penrose pseudo-inverse of each Linear weight (thinking of 'undoing' the layer) instead of its transpose; SelfAttention_v1 needs W = weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear: y = x W^T  ->  v1 wants y = x W, so solve for W
    for nm in ["W_query", "W_key", "W_value"]:
        Wt = getattr(sa_v2, nm).weight.detach()
        W = torch.linalg.pinv(Wt)          # (d_in, d_out)
        setattr(sa_v1, nm, torch.nn.Parameter(W))
