# exercise: ex3_1
# mistake: The learner uses the pseudo-inverse of each Linear weight (thinking v1 and v2 are "inverse" conventions) instead of its transpose; the shapes fit but the values are different, W must be weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_query.weight.detach()))
    sa_v1.W_key = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_key.weight.detach()))
    sa_v1.W_value = torch.nn.Parameter(torch.linalg.pinv(sa_v2.W_value.weight.detach()))
