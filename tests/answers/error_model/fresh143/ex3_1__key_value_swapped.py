# exercise: ex3_1
# mistake: The key and value lines were pasted in the wrong order, so sa_v1.W_key gets sa_v2's value weights and sa_v1.W_value gets its key weights; each of sa_v1's matrices must come from the layer of the same name.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # nn.Linear keeps (out, in) -> transpose for x @ W
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = nn.Parameter(sa_v2.W_value.weight.T)
    sa_v1.W_value = nn.Parameter(sa_v2.W_key.weight.T)
