# exercise: ex3_1
# mistake: The learner rebuilt the parameters with torch.tensor(..., dtype=float), which makes them float64, so sa_v1(x) on the book's float32 inputs raises a dtype error; the weights must stay float32 (e.g. copy weight.T into the existing parameters).
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # v1 multiplies x @ W, Linear keeps W transposed
    sa_v1.W_query = nn.Parameter(torch.tensor(sa_v2.W_query.weight.detach().numpy().T, dtype=float))
    sa_v1.W_key = nn.Parameter(torch.tensor(sa_v2.W_key.weight.detach().numpy().T, dtype=float))
    sa_v1.W_value = nn.Parameter(torch.tensor(sa_v2.W_value.weight.detach().numpy().T, dtype=float))
