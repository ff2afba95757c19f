# exercise: ex3_1
# mistake: The learner turned the copied weights into float64 ("for precision"), so sa_v1(x) fails on the book's float32 inputs with a dtype mismatch; the parameters must stay float32 (just weight.T).
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.detach().T.to(torch.float64))
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.detach().T.to(torch.float64))
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.detach().T.to(torch.float64))
