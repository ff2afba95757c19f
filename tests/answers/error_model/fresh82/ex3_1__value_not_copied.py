# exercise: ex3_1
# mistake: Copied only W_query and W_key (the learner's self-check compared the attention weights only), leaving sa_v1.W_value at its own random values; W_value must get sa_v2.W_value.weight.T too.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)


def _weights_v1(sa_v1, x):
    s = (x @ sa_v1.W_query) @ (x @ sa_v1.W_key).T
    return torch.softmax(s / sa_v1.W_key.shape[-1] ** 0.5, dim=-1)


def _weights_v2(sa_v2, x):
    s = sa_v2.W_query(x) @ sa_v2.W_key(x).T
    return torch.softmax(s / sa_v2.W_key.weight.shape[0] ** 0.5, dim=-1)
