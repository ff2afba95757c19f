# exercise: ex3_1
# mistake: view(*reversed(shape)) gives the transposed shape but keeps the memory order, so the entries are scrambled rather than transposed. Use weight.T.
# mistake_zh: view(*reversed(shape)) 得到转置后的形状，但保持内存顺序，所以数被打乱了而不是转置。应使用 weight.T。
# keywords: view, transpose, .t, scrambled, shape
import torch


def ex3_1(sa_v1, sa_v2):
    for mine, theirs in zip((sa_v1.W_query, sa_v1.W_key, sa_v1.W_value),
                            (sa_v2.W_query, sa_v2.W_key, sa_v2.W_value)):
        w = theirs.weight.detach()
        mine.data = w.contiguous().view(*reversed(w.shape)).clone()
