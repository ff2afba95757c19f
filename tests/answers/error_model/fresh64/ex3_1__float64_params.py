# exercise: ex3_1
# mistake: Stores the transposed weights in float64 (converted with .double() for precision), so sa_v1(x) fails on the book's float32 inputs with a dtype mismatch; the parameters must stay float32 like sa_v2's weights.
import torch


def ex3_1(sa_v1, sa_v2):
    # keep full precision when moving the matrices over
    Wq = sa_v2.W_query.weight.detach().double().T.contiguous()
    Wk = sa_v2.W_key.weight.detach().double().T.contiguous()
    Wv = sa_v2.W_value.weight.detach().double().T.contiguous()
    sa_v1.W_query = torch.nn.Parameter(Wq)
    sa_v1.W_key = torch.nn.Parameter(Wk)
    sa_v1.W_value = torch.nn.Parameter(Wv)
