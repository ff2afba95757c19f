# exercise: ex3_1
# mistake: Rebuilt the transposed weights from Python lists with dtype=float (float64), so sa_v1(x) fails on the book's float32 inputs; the parameters must stay float32 (e.g. Parameter(sa_v2.W_query.weight.T)).
import torch


def ex3_1(sa_v1, sa_v2):
    def transposed(linear):
        rows = linear.weight.detach().tolist()
        cols = [list(c) for c in zip(*rows)]
        return torch.nn.Parameter(torch.tensor(cols, dtype=float))

    sa_v1.W_query = transposed(sa_v2.W_query)
    sa_v1.W_key = transposed(sa_v2.W_key)
    sa_v1.W_value = transposed(sa_v2.W_value)
