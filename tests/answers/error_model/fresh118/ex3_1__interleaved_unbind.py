# exercise: ex3_1
# mistake: Concatenates the three weights into one (d_in, 3*d_out) matrix but splits it with view(d_in, d_out, 3).unbind(-1), which interleaves the columns; the blocks are view(d_in, 3, d_out).unbind(1) (or chunk(3, dim=1)).
import torch


def ex3_1(sa_v1, sa_v2):
    W = torch.cat([sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight]).T  # (d_in, 3*d_out)
    d_in, three_d = W.shape
    q, k, v = W.reshape(d_in, three_d // 3, 3).unbind(-1)
    sa_v1.W_query = torch.nn.Parameter(q.contiguous())
    sa_v1.W_key = torch.nn.Parameter(k.contiguous())
    sa_v1.W_value = torch.nn.Parameter(v.contiguous())
