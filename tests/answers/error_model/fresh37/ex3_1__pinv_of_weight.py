# exercise: ex3_1
# mistake: Uses torch.linalg.pinv(weight) to 'undo' the nn.Linear layout; the pseudo-inverse has the right shape (d_in, d_out) but other values; the right matrix is simply weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # Linear stores the map the other way round -> invert it to get x @ W form
    sa_v1.W_query = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_query.weight.detach()))
    sa_v1.W_key = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_key.weight.detach()))
    sa_v1.W_value = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_value.weight.detach()))
