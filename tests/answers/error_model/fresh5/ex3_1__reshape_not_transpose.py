# exercise: ex3_1
# mistake: reshape(d_in, d_out) gives the right shape but not the transpose: it reads the (d_out, d_in) weight row by row and scrambles the entries. Use .T (weight.T), which swaps rows and columns.
# mistake_zh: reshape(d_in, d_out) 形状对了，但不是转置：它按行重新排列 (d_out, d_in) 的权重，把元素打乱了。应使用 .T（weight.T）交换行和列。
# keywords: reshape, transpose, .t, scrambles, shape
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for p, lin in [(sa_v1.W_query, sa_v2.W_query), (sa_v1.W_key, sa_v2.W_key),
                       (sa_v1.W_value, sa_v2.W_value)]:
            d_out, d_in = lin.weight.shape
            p.copy_(lin.weight.reshape(d_in, d_out))   # (d_out, d_in) -> (d_in, d_out)
