# exercise: ex3_1
# mistake: The learner transposed sa_v2's weights in place (weight.data = weight.data.T) and then handed the very same Parameter objects to sa_v1, so sa_v1 is right but sa_v2 is broken (its Linear weights now have shape (d_in, d_out)); sa_v1 needs transposed copies, leaving sa_v2 unchanged.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        lin = getattr(sa_v2, name)
        lin.weight.data = lin.weight.data.T   # (d_out, d_in) -> (d_in, d_out) like v1
        setattr(sa_v1, name, lin.weight)
