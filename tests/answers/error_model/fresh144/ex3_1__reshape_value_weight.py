# exercise: ex3_1
# mistake: The value weight is brought to shape (d_in, d_out) with reshape instead of a transpose, which reorders the numbers; W_value must be sa_v2.W_value.weight.T like the query and key.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
        # shapes have to line up with (d_in, d_out)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(sa_v1.W_value.shape))
