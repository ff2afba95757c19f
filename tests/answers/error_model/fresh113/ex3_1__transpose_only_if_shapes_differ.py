# exercise: ex3_1
# mistake: The learner transposes the Linear weight only when its shape differs from the v1 matrix, so for square layers (d_in == d_out) the weight is copied untransposed; it must always be transposed. [cond: d_in == d_out]
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            target = getattr(sa_v1, name)
            source = getattr(sa_v2, name).weight
            if source.shape != target.shape:
                source = source.T          # Linear stores (d_out, d_in)
            assert source.shape == target.shape, name
            target.copy_(source.to(target.dtype))
