# exercise: ex3_1
# mistake: The learner converts the copied weights to float64 ('more precise'), so sa_v1(x) fails on the book's float32 inputs with a dtype mismatch; the parameters must keep float32 (just the transposed weights).
import torch


def ex3_1(sa_v1, sa_v2):
    Wq = sa_v2.W_query.weight.detach().T.double()
    Wk = sa_v2.W_key.weight.detach().T.double()
    Wv = sa_v2.W_value.weight.detach().T.double()
    sa_v1.W_query = torch.nn.Parameter(Wq)
    sa_v1.W_key = torch.nn.Parameter(Wk)
    sa_v1.W_value = torch.nn.Parameter(Wv)
