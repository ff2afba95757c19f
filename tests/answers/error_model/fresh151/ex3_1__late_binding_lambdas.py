# exercise: ex3_1
# mistake: The weights are fetched by lambdas created in a loop that all capture the loop variable, so all three matrices get W_value's weight; each parameter must get the transposed weight of its own layer.
import torch

NAMES = ['W_query', 'W_key', 'W_value']


def ex3_1(sa_v1, sa_v2):
    getters = [lambda: getattr(sa_v2, name).weight.T for name in NAMES]
    for name, get in zip(NAMES, getters):
        setattr(sa_v1, name, torch.nn.Parameter(get().detach().clone()))
    # print(sa_v1.W_query)
