# exercise: ex3_1
# mistake: Fuses the three weights GPT-2 c_attn style into (d_in, 3*d_out) but splits it with reshape(d_in, d_out, 3), which interleaves the columns of query, key and value; the fused matrix must be split into consecutive blocks of d_out columns (split(d_out, dim=1)).
import torch


def ex3_1(sa_v1, sa_v2):
    d_out, d_in = sa_v2.W_query.weight.shape
    # one c_attn matrix like in GPT-2, x @ c_attn gives q|k|v
    c_attn = torch.cat(
        [sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight], dim=0
    ).T.detach()  # (d_in, 3*d_out)
    q, k, v = c_attn.reshape(d_in, d_out, 3).unbind(-1)
    sa_v1.W_query = torch.nn.Parameter(q.contiguous())
    sa_v1.W_key = torch.nn.Parameter(k.contiguous())
    sa_v1.W_value = torch.nn.Parameter(v.contiguous())
