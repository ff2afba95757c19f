# exercise: ex3_1
# mistake: Treated nn.Linear's weight like HF's Conv1D (stored (in, out)) and copied it without transposing, so W_query etc. get shape (d_out, d_in) and sa_v1(x) fails on the book's 3→2 sizes; v1 needs sa_v2.W_query.weight.T.
import torch
from torch import nn


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    # same layout as Conv1D: x @ W, so the weights can be reused directly
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.detach().clone())
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.detach().clone())
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.detach().clone())
