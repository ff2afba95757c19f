# exercise: ex3_1
# mistake: The learner assigned the transposed weight tensors directly to sa_v1.W_query etc. without wrapping them in torch.nn.Parameter, which nn.Module refuses (TypeError: cannot assign a tensor as parameter); wrap them in nn.Parameter or copy_ under no_grad.
import torch


def ex3_1(sa_v1, sa_v2):
    # v2 stores weights as (out, in)
    sa_v1.W_query = sa_v2.W_query.weight.T
    sa_v1.W_key = sa_v2.W_key.weight.T
    sa_v1.W_value = sa_v2.W_value.weight.T
