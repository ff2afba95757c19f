# exercise: ex3_1
# mistake: Stored the copied weights in float64 "to keep full precision", so sa_v1(x) on the book's float32 inputs raises a dtype mismatch; the parameters must stay float32 (copy_ into them keeps their dtype).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for p_v1, lin in ((sa_v1.W_query, sa_v2.W_query),
                          (sa_v1.W_key, sa_v2.W_key),
                          (sa_v1.W_value, sa_v2.W_value)):
            # accumulate in double precision, avoid float32 rounding
            p_v1.data = lin.weight.detach().T.to(torch.float64)
