# exercise: ex3_1
# mistake: Reshapes each (d_out, d_in) Linear weight into sa_v1's (d_in, d_out) shape with reshape, which only reflows the numbers; it must be transposed (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    # shapes differ: v1 is (3, 2) and v2 is (2, 3) -> make them fit
    for name in ("W_query", "W_key", "W_value"):
        target_shape = getattr(sa_v1, name).shape
        w = getattr(sa_v2, name).weight.detach().clone()
        setattr(sa_v1, name, torch.nn.Parameter(w.reshape(target_shape)))
    # print(sa_v1.W_query.shape)
