# exercise: ex3_1
# mistake: Transposes only when the shapes differ, so for square projections (d_in == d_out) the weight is copied untransposed; the Linear weight must always be transposed. [cond: d_in == d_out]
import torch


def _match(linear_weight, target_shape):
    w = linear_weight.detach()
    if tuple(w.shape) == tuple(target_shape):
        return w.clone()
    if tuple(w.T.shape) == tuple(target_shape):
        return w.T.clone()
    raise ValueError(f"cannot fit {tuple(w.shape)} into {tuple(target_shape)}")


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(_match(sa_v2.W_query.weight, sa_v1.W_query.shape))
    sa_v1.W_key = torch.nn.Parameter(_match(sa_v2.W_key.weight, sa_v1.W_key.shape))
    sa_v1.W_value = torch.nn.Parameter(_match(sa_v2.W_value.weight, sa_v1.W_value.shape))
