# exercise: ex3_1
# mistake: The learner zipped the parameter names with sorted() of the same names, so W_query gets the key weights and W_key gets the query weights. Each W_x must take sa_v2's own W_x.weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    n = ['W_query', 'W_key', 'W_value']
    [setattr(sa_v1, a, torch.nn.Parameter(getattr(sa_v2, b).weight.T)) for a, b in zip(n, sorted(n))]
