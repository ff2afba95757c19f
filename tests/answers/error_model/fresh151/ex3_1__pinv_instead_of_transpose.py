# exercise: ex3_1
# mistake: The learner thought W_v1 must undo the Linear map and used the pseudo-inverse torch.linalg.pinv(weight) instead of weight.T; the right matrix is simply the transpose of sa_v2's weight.
import torch


def _as_right_multiplier(lin):
    # Linear stores (d_out, d_in); v1 wants (d_in, d_out)
    W = lin.weight.detach()
    return torch.linalg.pinv(W)


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query = torch.nn.Parameter(_as_right_multiplier(sa_v2.W_query))
        sa_v1.W_key = torch.nn.Parameter(_as_right_multiplier(sa_v2.W_key))
        sa_v1.W_value = torch.nn.Parameter(_as_right_multiplier(sa_v2.W_value))
