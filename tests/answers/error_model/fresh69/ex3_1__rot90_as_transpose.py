# exercise: ex3_1
# mistake: The learner used .rot90() as a shortcut for the transpose; rot90 rotates (transpose plus a flip of the rows), so the matrices hold the right numbers in the wrong places. The weights must be sa_v2's weight.T.
import torch
P = torch.nn.Parameter

def ex3_1(sa_v1, sa_v2):
    for k in ('W_query', 'W_key', 'W_value'): setattr(sa_v1, k, P(getattr(sa_v2, k).weight.rot90()))
