# exercise: ex3_1
# mistake: The learner converted the copied weights to float64 "for exact equality", so sa_v1(x) on the book's float32 inputs fails with a dtype mismatch in x @ W; the parameters must keep sa_v2's float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    Wq = sa_v2.W_query.weight.T.double()
    Wk = sa_v2.W_key.weight.T.double()
    Wv = sa_v2.W_value.weight.T.double()
    sa_v1.W_query = torch.nn.Parameter(Wq)
    sa_v1.W_key = torch.nn.Parameter(Wk)
    sa_v1.W_value = torch.nn.Parameter(Wv)
