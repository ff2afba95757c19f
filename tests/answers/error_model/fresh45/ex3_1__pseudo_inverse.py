# exercise: ex3_1
# mistake: Believes v1 must undo what nn.Linear does and assigns the pseudo-inverse of each weight (it has the right (d_in, d_out) shape); the right matrix is simply the transpose weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear applies W^T from the other side, so invert it to get v1's matrix
    sa_v1.W_query = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_query.weight.detach()))
    sa_v1.W_key = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_key.weight.detach()))
    sa_v1.W_value = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_value.weight.detach()))
