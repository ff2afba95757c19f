# exercise: ex3_1
# mistake: The learner casts the copied weights to float64 ("more precise"), so sa_v1(x) fails with a dtype mismatch on the book's float32 inputs; the weights must stay float32, simply sa_v2's weights transposed.
import torch


class PreciseParam(torch.nn.Parameter):
    def __new__(cls, t):
        return super().__new__(cls, t.detach().T.to(torch.float64).clone())


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = PreciseParam(sa_v2.W_query.weight)
    sa_v1.W_key = PreciseParam(sa_v2.W_key.weight)
    sa_v1.W_value = PreciseParam(sa_v2.W_value.weight)
