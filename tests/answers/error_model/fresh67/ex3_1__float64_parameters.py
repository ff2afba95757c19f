# exercise: ex3_1
# mistake: The learner converted the copied weights to float64 'for precision', so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in the matmul); the parameters must keep sa_v2's float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    ws = torch.stack([sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight]).double()
    ws = ws.transpose(1, 2)
    q, k, v = ws.unbind(0)
    sa_v1.W_query = torch.nn.Parameter(q.detach().clone())
    sa_v1.W_key = torch.nn.Parameter(k.detach().clone())
    sa_v1.W_value = torch.nn.Parameter(v.detach().clone())
