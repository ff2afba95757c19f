# exercise: ex3_1
# mistake: Rebinds sa_v1.W_query etc. to plain tensors (weight.T), which nn.Module refuses for registered parameters (TypeError); the values must be copied into the existing parameters, e.g. W_query.data.copy_(weight.T) under no_grad.
import torch


def ex3_1(sa_v1, sa_v2):
    # params are just arrays -> swap them in (like replacing leaves in a pytree)
    sa_v1.W_query = sa_v2.W_query.weight.T
    sa_v1.W_key = sa_v2.W_key.weight.T
    sa_v1.W_value = sa_v2.W_value.weight.T
