# exercise: ex3_1
# mistake: The learner stores the copied weights as float64 "for precision", so sa_v1(x) fails with a dtype mismatch on the book's float32 inputs; the parameters must keep sa_v2's float32 dtype.
import torch

def ex3_1(sa_v1, sa_v2):
    # (C_out, C_in).T -> (C_in, C_out)
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.to(torch.float64))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.to(torch.float64))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.to(torch.float64))
