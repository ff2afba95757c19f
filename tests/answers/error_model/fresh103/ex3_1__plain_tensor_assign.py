# exercise: ex3_1
# mistake: The learner assigns the transposed weight tensor itself (sa_v2.W_query.weight.T) to the parameter attribute, which nn.Module refuses; it must be wrapped in torch.nn.Parameter (or copied with copy_ under no_grad).
import torch


def ex3_1(sa_v1, sa_v2):
    if sa_v2.W_query.bias is not None:
        print("warning: v2 has biases, v1 cannot hold them")
    sa_v1.W_query = sa_v2.W_query.weight.T
    sa_v1.W_key = sa_v2.W_key.weight.T
    sa_v1.W_value = sa_v2.W_value.weight.T
