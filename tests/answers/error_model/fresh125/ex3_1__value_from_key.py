# exercise: ex3_1
# mistake: W_value of sa_v1 is filled from sa_v2.W_key (copy-paste of the key line); it must come from sa_v2.W_value.weight.T.
import torch
import torch.nn as nn


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores (out, in) so flip it
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = nn.Parameter(sa_v2.W_key.weight.T)
